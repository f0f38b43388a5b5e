import { type Language, languages } from '@console/phrases';
import { type LegalSection, agreementIds, agreementMeta, clauseParts, isAgreementId, loadLegal } from '@console/phrases/legal';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next, setLanguage } from '../../app/i18n';
import AgreementPage from './AgreementPage';
import { agreementPaths } from './legal/agreementPaths';

const texts = async () => Object.fromEntries(await Promise.all(languages.map(async (l) => [l, await loadLegal(l)] as const)));
const sectionsOf = (doc: { sections: object }) => Object.entries(doc.sections) as [string, LegalSection][];

describe('agreement texts', () => {
  it('has a document for every agreement id, in every language', async () => {
    const all = await texts();
    for (const language of languages) {
      for (const id of agreementIds) {
        const doc = all[language]![id];
        expect(doc, `${language}/${id}`).toBeDefined();
        expect(doc.title.trim(), `${language}/${id} title`).not.toBe('');
        // Roughly 8-12 sections each: a real agreement, not a placeholder.
        expect(sectionsOf(doc).length, `${language}/${id} sections`).toBeGreaterThanOrEqual(8);
      }
    }
    for (const id of agreementIds) expect(agreementMeta[id].version).toMatch(/^\d+\.\d+$/);
  });

  it('has the same sections, and clauses per section, in en and zh', async () => {
    const { en, zh } = await texts();
    for (const id of agreementIds) {
      const enSections = sectionsOf(en![id]);
      const zhSections = sectionsOf(zh![id]);
      expect(
        zhSections.map(([key]) => key),
        id,
      ).toEqual(enSections.map(([key]) => key));
      enSections.forEach(([key, section], i) => {
        expect(zhSections[i]![1].clauses.length, `${id}.${key}`).toBe(section.clauses.length);
      });
      expect(zh![id].preamble.length, `${id} preamble`).toBe(en![id].preamble.length);
    }
  });

  it('links only to agreements that exist', async () => {
    const all = await texts();
    const known = new Set(Object.values(agreementPaths));
    for (const language of languages) {
      for (const id of agreementIds) {
        const doc = all[language]![id];
        const clauses = [...doc.preamble, ...sectionsOf(doc).flatMap(([, s]) => s.clauses)];
        for (const clause of clauses) {
          for (const part of clauseParts(clause)) if ('href' in part) expect(known, `${language}/${id}: ${part.href}`).toContain(part.href);
          // A malformed link would reach the reader as raw brackets.
          expect(
            clauseParts(clause)
              .filter((p) => !('href' in p))
              .some((p) => /\]\(/.test(p.text)),
            clause,
          ).toBe(false);
        }
      }
    }
  });

  it('accepts only the known ids', () => {
    expect(agreementIds.every(isAgreementId)).toBe(true);
    expect(isAgreementId('privacyPolicy')).toBe(false);
    expect(isAgreementId(null)).toBe(false);
  });
});

// A whole contract rendered with antd takes seconds in jsdom on a shared machine; waits are generous for that.
const patience = { timeout: 20_000 };

describe('AgreementPage', { timeout: 60_000 }, () => {
  afterEach(async () => {
    cleanup();
    await act(() => setLanguage('en', false));
  });

  const show = (url: string) => {
    const router = createMemoryRouter(
      [
        { path: '/agreement', Component: AgreementPage },
        { path: '*', element: <p>elsewhere</p> },
      ],
      { initialEntries: [url] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  };

  const title = async (language: Language) => (await loadLegal(language)).privacy.title;
  // Queries by role compute the accessibility tree of a whole contract, which is slow in jsdom.
  const heading = () => document.querySelector('[data-testid="agreement"] h2')?.textContent;

  it('shows the privacy policy by id, with one contents entry per section, and follows a language switch', async () => {
    await act(() => setLanguage('zh', false));
    show('/agreement?id=privacy');
    const zhTitle = await title('zh');
    await waitFor(() => expect(heading()).toBe(zhTitle), patience);
    const zh = await loadLegal('zh');
    const sectionCount = Object.keys(zh.privacy.sections).length;
    expect(document.querySelectorAll('.ant-anchor-link').length).toBe(sectionCount);
    expect(document.querySelectorAll('section.agreement-section').length).toBe(sectionCount);
    expect(screen.getByText(`版本：${agreementMeta.privacy.version}`)).toBeTruthy();

    await act(() => setLanguage('en', false));
    const enTitle = await title('en');
    await waitFor(() => expect(heading()).toBe(enTitle), patience);
    expect(screen.getByText('Print')).toBeTruthy();
  });

  it('says an unknown id is not found and offers the documents that exist', async () => {
    show('/agreement?id=terms');
    await screen.findByText('Document not found', undefined, patience);
    expect(screen.getByText(/“terms”/)).toBeTruthy();
    const links = [...document.querySelectorAll('[data-testid="agreement-links"] a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(agreementIds.map((id) => agreementPaths[id]));
    expect(document.querySelector('[data-testid="agreement"]')).toBeNull();
  });

  it('links a clause’s reference to another agreement inside the console', async () => {
    show('/agreement?id=registerProtocol');
    await waitFor(() => expect(document.querySelector('[data-testid="agreement"]')).not.toBeNull(), patience);
    const privacyLink = [...document.querySelectorAll('.agreement-clause a')].find((a) => a.textContent === 'Privacy Policy');
    expect(privacyLink?.getAttribute('href')).toBe('/agreement?id=privacy');
    expect(i18next.language).toBe('en');
  });
});
