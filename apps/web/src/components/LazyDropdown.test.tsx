import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LazyDropdown } from './LazyDropdown';

// The dropdown's code compiled once up front: the tests time what happens around its arrival, not the compiler.
beforeAll(async () => {
  await import('antd/es/dropdown');
});
afterEach(() => cleanup());

function UserMenu() {
  return (
    <LazyDropdown menu={{ items: [{ key: 'signOut', label: 'Sign out' }] }}>
      <Button data-testid="trigger">Account</Button>
    </LazyDropdown>
  );
}

/** Lets the dropdown's code import settle and React render what follows. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('LazyDropdown', () => {
  it('keeps the button a pointer reached while its code arrives, so that pointer’s click opens the menu', async () => {
    render(<UserMenu />);
    const button = screen.getByTestId('trigger');
    // The pointer comes to the button and presses: the code loads between the press and the release.
    fireEvent.pointerEnter(button);
    fireEvent.pointerDown(button);
    await settle();
    expect(screen.getByTestId('trigger')).toBe(button);
    fireEvent.click(button);
    expect(await screen.findByText('Sign out')).toBeTruthy();
  });

  it('opens the menu once the code is in when the click came first', async () => {
    render(<UserMenu />);
    fireEvent.click(screen.getByTestId('trigger'));
    expect(await screen.findByText('Sign out')).toBeTruthy();
  });
});
