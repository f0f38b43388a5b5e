import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { windowOf } from '../test/viewport';
import ConsoleSkeleton from './ConsoleSkeleton';
import { i18next } from './i18n';
import { resetAccount, setState } from './store';

const media = window.matchMedia;
const signedIn = () => act(() => setState({ header: { companyUuid: null, type: 1, userName: 'wang' } }));

/** What a signed-in page's first load draws before Ant Design's frame, the shell and the page are in. */
describe('the console skeleton', () => {
  afterEach(async () => {
    cleanup();
    resetAccount();
    window.matchMedia = media;
    window.history.replaceState(null, '', '/');
    await i18next.changeLanguage('en');
  });

  for (const [language, welcome] of [
    ['en', 'Welcome, wang'],
    ['zh', '欢迎，wang'],
  ] as const)
    it(`draws nothing until the account answers, then the home page's welcome in ${language}`, async () => {
      await act(() => i18next.changeLanguage(language));
      windowOf(390);
      window.history.replaceState(null, '', '/dashboard/home');
      const { container } = render(<ConsoleSkeleton />);
      // A visitor whose session turns out to be gone goes to sign-in without a glimpse of a console.
      expect(container.childElementCount).toBe(0);
      signedIn();
      expect(screen.getByRole('heading', { level: 2, name: welcome })).toBeTruthy();
      // A phone's menu is a drawer: no left bar.
      expect(screen.queryByTestId('logo')).toBeNull();
    });

  it('draws the welcome when the home page’s phrases arrive after the account', () => {
    windowOf(390);
    window.history.replaceState(null, '', '/dashboard/home');
    const bundle = i18next.getResourceBundle('en', 'translation') as { dashboard?: object };
    const dashboard = bundle.dashboard!;
    delete bundle.dashboard;
    try {
      signedIn();
      render(<ConsoleSkeleton />);
      expect(screen.queryByRole('heading')).toBeNull();
      act(() => void i18next.addResourceBundle('en', 'translation', { dashboard }, true, true));
      expect(screen.getByRole('heading', { level: 2, name: 'Welcome, wang' })).toBeTruthy();
    } finally {
      bundle.dashboard ??= dashboard;
    }
  });

  it('on another page on a desktop, draws the left bar with the brand and no heading', () => {
    windowOf(1366);
    window.history.replaceState(null, '', '/personal/info');
    signedIn();
    render(<ConsoleSkeleton />);
    expect(screen.getByTestId('logo')).toBeTruthy();
    expect(screen.getByText('eSign Cloud Console')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
