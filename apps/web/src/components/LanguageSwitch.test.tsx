import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../app/i18n';
import { LanguageSwitch } from './LanguageSwitch';

afterEach(async () => {
  cleanup();
  await act(() => setLanguage('en', false));
});

describe('the language switch', () => {
  it('has an accessible name that holds the text it shows (WCAG 2.5.3), in both languages', async () => {
    for (const [language, shown] of [
      ['en', 'English'],
      ['zh', '中文'],
    ] as const) {
      await act(() => setLanguage(language, false));
      render(<LanguageSwitch />);
      const button = screen.getByTestId('language-switch');
      expect(button.textContent).toBe(shown);
      expect(button.getAttribute('aria-label')).toContain(shown);
      cleanup();
    }
  });
});
