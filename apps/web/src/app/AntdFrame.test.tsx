import { cleanup, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import AntdFrame from './AntdFrame';

const jsdomMatchMedia = window.matchMedia;

/** The system's motion preference, as matchMedia answers it. */
function preferLessMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    ...jsdomMatchMedia(query),
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  })) as typeof window.matchMedia;
}

function MotionToken() {
  return <span data-testid="motion">{String(theme.useToken().token.motion)}</span>;
}

const show = () =>
  render(
    <MemoryRouter>
      <Routes>
        <Route element={<AntdFrame />}>
          <Route path="*" element={<MotionToken />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );

describe('AntdFrame', () => {
  afterEach(() => {
    cleanup();
    window.matchMedia = jsdomMatchMedia;
  });

  it('turns antd’s motion off for a reader whose system asks for reduced motion (WCAG 2.3.3)', () => {
    preferLessMotion(true);
    show();
    expect(screen.getByTestId('motion').textContent).toBe('false');
  });

  it('keeps the motion otherwise', () => {
    preferLessMotion(false);
    show();
    expect(screen.getByTestId('motion').textContent).toBe('true');
  });
});
