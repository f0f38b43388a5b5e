import { recordStatus, signMode } from '@console/contract/enums';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../../app/i18n';
import { RecordStatusTag } from './tags';

afterEach(cleanup);
afterAll(() => i18next.changeLanguage('en'));

/** §3's display enumerations, every value defined there, in both languages. */
describe('record status and sign mode as the console shows them', () => {
  const statuses = {
    en: ['Normal', 'Disabled', 'In approval', 'Rejected', 'Expired', 'Used up'],
    zh: ['正常', '已停用', '审批中', '已驳回', '已过期', '已用完'],
  };

  it.each(['en', 'zh'] as const)('every record status 1–6 has its words (%s)', async (language) => {
    await i18next.changeLanguage(language);
    const codes = Object.values(recordStatus);
    expect(codes).toEqual([1, 2, 3, 4, 5, 6]);
    for (const status of codes) render(<RecordStatusTag status={status} />);
    expect(screen.getAllByText(/./).map((tag) => tag.textContent)).toEqual(statuses[language]);
  });

  it.each([
    ['en', ['Enterprise admin', 'PDF contract', 'Contract digest', 'Image digest', 'Information digest']],
    ['zh', ['企业管理员', 'PDF 合同', '合同摘要', '图片摘要', '信息摘要']],
  ] as const)('every sign mode 0–4 has its words (%s)', async (language, names) => {
    await i18next.changeLanguage(language);
    const codes = Object.values(signMode);
    expect(codes).toEqual([0, 1, 2, 3, 4]);
    expect(codes.map((mode) => i18next.t(`signing.modes.${String(mode) as '0'}`))).toEqual(names);
  });
});
