import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../app/i18n';
import { CountdownButton } from './CountdownButton';

/** A promise the test settles by hand, standing for the send-code request. */
function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// The test runner blanks CSS imports (even ?raw), so the kit's stylesheet is read from disk, beside this
// file (not with new URL(…, import.meta.url), which Vite rewrites). The web project has no Node typings,
// hence the one call declared here.
declare const process: { getBuiltinModule(id: 'node:fs'): { readFileSync(file: string, encoding: 'utf8'): string } };
const lightCss = process
  .getBuiltinModule('node:fs')
  .readFileSync(decodeURIComponent(import.meta.url.replace(/^file:\/\//, '').replace(/[^/]*$/, 'light/light.css')), 'utf8');

const button = () => screen.getByRole('button') as HTMLButtonElement;
/** §4: while counting the button is greyed out, as the light kit's stylesheet draws a disabled button. */
const greyed = () => {
  const style = getComputedStyle(button());
  return style.backgroundColor === 'rgba(0, 0, 0, 0.04)' && style.cursor === 'not-allowed';
};
const settle = () => act(async () => {});
const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

describe('CountdownButton (§4 resend-code countdown)', () => {
  beforeAll(async () => {
    await i18next.changeLanguage('en');
    // jsdom applies stylesheets to computed styles, so the grey look can be checked as drawn.
    const style = document.createElement('style');
    style.textContent = lightCss;
    document.head.append(style);
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is idle, then counts 60 seconds down disabled, then offers a retry', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    render(<CountdownButton onSend={onSend} />);
    expect(button().textContent).toBe('Get code');
    expect(button().disabled).toBe(false);
    expect(greyed()).toBe(false);

    fireEvent.click(button());
    await settle();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button().disabled).toBe(true);
    expect(greyed()).toBe(true);
    expect(button().textContent).toBe('Resend in 60 s');

    await advance(1_000);
    expect(button().textContent).toBe('Resend in 59 s');
    await advance(58_000);
    expect(button().textContent).toBe('Resend in 1 s');
    expect(button().disabled).toBe(true);

    await advance(1_000);
    expect(button().textContent).toBe('Resend');
    expect(button().disabled).toBe(false);
    expect(greyed()).toBe(false);

    fireEvent.click(button());
    await settle();
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(button().textContent).toBe('Resend in 60 s');
  });

  it('starts over for another recipient, whose resend wait is its own, and keeps counting for the same one', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    const { rerender } = render(<CountdownButton onSend={onSend} resetKey="13800000003" />);
    fireEvent.click(button());
    await settle();
    await advance(5_000);
    rerender(<CountdownButton onSend={onSend} resetKey="13800000003" />);
    expect(button().textContent).toBe('Resend in 55 s');

    rerender(<CountdownButton onSend={onSend} resetKey="13800000006" />);
    expect(button().textContent).toBe('Get code');
    expect(button().disabled).toBe(false);
    fireEvent.click(button());
    await settle();
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('cannot send twice while counting', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    render(<CountdownButton onSend={onSend} />);
    fireEvent.click(button());
    await advance(10_000);
    fireEvent.click(button());
    await settle();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe('Resend in 50 s');
  });

  it('an error resets it to idle, even mid-countdown', async () => {
    const send = deferred();
    render(<CountdownButton onSend={() => send.promise} />);
    fireEvent.click(button());
    await advance(5_000);
    expect(button().textContent).toBe('Resend in 55 s');

    await act(async () => send.reject(new Error('refused by the server')));
    expect(button().textContent).toBe('Get code');
    expect(button().disabled).toBe(false);
    expect(greyed()).toBe(false);
    // The countdown is really gone, not only hidden: time passing changes nothing.
    await advance(60_000);
    expect(button().textContent).toBe('Get code');
  });

  it('a send refused at once (invalid input) leaves it idle', async () => {
    render(<CountdownButton onSend={() => Promise.reject(new Error('phone cannot be empty'))} />);
    fireEvent.click(button());
    await settle();
    expect(button().textContent).toBe('Get code');
    expect(button().disabled).toBe(false);
  });

  it('counts in the user language', async () => {
    await act(async () => void (await i18next.changeLanguage('zh')));
    render(<CountdownButton onSend={() => Promise.resolve()} />);
    expect(button().textContent).toBe('获取验证码');
    fireEvent.click(button());
    await settle();
    expect(button().textContent).toBe('60秒后重发');
    await advance(60_000);
    expect(button().textContent).toBe('重新发送');
    await act(async () => void (await i18next.changeLanguage('en')));
  });
});
