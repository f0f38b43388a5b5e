import { en, zh } from '@console/phrases';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../app/i18n';
import type * as api from './api';
import { fakeServer } from '../../../test/fakeServer';
import { SigningStep } from './SigningStep';
import type { HostedView } from './types';

// pdf.js draws nothing in jsdom: the document opens as one A4 page whose size the canvas hook reports at once.
vi.mock('./pdf', () => ({ openPdf: async () => ({ numPages: 1 }) }));
vi.mock('../usePdfPageCanvas', () => ({
  usePdfPageCanvas: (o: { page: number; onSize: (page: number, size: { width: number; height: number }) => void }) => {
    const { page, onSize } = o;
    useEffect(() => onSize(page, { width: 595, height: 842 }), [page, onSize]);
    return { canvas: useRef<HTMLCanvasElement>(null), drawn: true };
  },
}));
vi.mock('./api', async (original) => {
  const real = await original<typeof api>();
  return { hostedApi: { ...real.hostedApi, document: async () => new Blob(['%PDF-1.7']) } };
});

const patience = { timeout: 15_000 };
const view: HostedView = {
  title: 'Supply contract',
  message: null,
  deadlineAt: Date.now() + 86_400_000,
  flowStatus: 1,
  signer: { kind: 'person', name: '李*', enterpriseName: null, status: 'toSign', contact: '139****0001' },
  documents: [{ id: 'd1', name: 'supply.pdf', pages: 1, size: 1000, sha256: 'x'.repeat(64) }],
  fields: [{ id: 'f1', documentId: 'd1', kind: 'signature', page: 1, x: 300, y: 100, width: 120, height: 60, keyword: null }],
  standing: { by: 'code', realName: 'passed' },
  fills: [
    {
      key: 'bCompany',
      label: 'Your company',
      kind: 'text',
      required: true,
      maxLength: 30,
      page: 1,
      x: 120,
      y: 690,
      width: 300,
      height: 24,
      value: '',
    },
    {
      key: 'bAgree',
      label: 'Agreed',
      kind: 'checkbox',
      required: false,
      maxLength: 5,
      page: 1,
      x: 60,
      y: 600,
      width: 16,
      height: 16,
      value: '',
    },
  ],
};
const boxName = (phrases: typeof en, label: string) => phrases.signFlowHosted.fill.box.replace('{{label}}', label).replace('{{page}}', '1');

// The page's column is as wide as a 390-px phone's (jsdom lays nothing out).
beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 390 }));
afterAll(() => Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth'));
afterEach(async () => {
  cleanup();
  await act(async () => void (await setLanguage('en', false)));
});

describe('the hosted page’s document', { timeout: 60_000 }, () => {
  it('marks the signer’s own fill-in fields on the page, named by their labels; tapping one takes the signer to its input', async () => {
    await act(async () => void (await setLanguage('en', false)));
    const server = fakeServer();
    server.answer('POST /webgate/base/sign-flows/hosted/choices', { data: { choices: [] } });
    render(<SigningStep token={'T'.repeat(43)} proof={'P'.repeat(43)} view={view} onEnd={() => {}} onError={() => {}} />);
    const box = await screen.findByLabelText(boxName(en, 'Your company'), undefined, patience);
    // Over the field's box on the page drawn 390 px wide (points from the lower left, A4 595 × 842).
    const scale = 390 / 595;
    expect(parseFloat(box.style.left)).toBeCloseTo(120 * scale, 1);
    expect(parseFloat(box.style.top)).toBeCloseTo((842 - 690 - 24) * scale, 1);
    expect(parseFloat(box.style.width)).toBeCloseTo(300 * scale, 1);
    expect(box.textContent).toBe('Your company');
    // Not one of the fields the signer signs in: those stay as they were, to be tapped as seen.
    expect(screen.getAllByTestId('hosted-field-box')).toHaveLength(1);

    fireEvent.click(box);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Your company/, { selector: 'input' }));
    fireEvent.click(screen.getByLabelText(boxName(en, 'Agreed')));
    expect(document.activeElement).toBe(screen.getByLabelText(/^Agreed/, { selector: 'input' }));
  });

  it('names them in Chinese', async () => {
    await act(async () => void (await setLanguage('zh', false)));
    const server = fakeServer();
    server.answer('POST /webgate/base/sign-flows/hosted/choices', { data: { choices: [] } });
    render(<SigningStep token={'T'.repeat(43)} proof={'P'.repeat(43)} view={view} onEnd={() => {}} onError={() => {}} />);
    fireEvent.click(await screen.findByLabelText(boxName(zh, 'Your company'), undefined, patience));
    expect(document.activeElement).toBe(screen.getByLabelText(/^Your company/, { selector: 'input' }));
  });
});
