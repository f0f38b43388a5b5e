import { resendCountdownSeconds } from '@console/contract/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from './light/Button';

/** §4 resend-code countdown: idle → counting down (disabled, grey) → retry; an error resets it. */
export type CountdownState = { phase: 'idle' } | { phase: 'counting'; until: number; remaining: number } | { phase: 'retry' };

export interface CountdownButtonProps extends Omit<ButtonProps, 'onClick' | 'disabled' | 'children' | 'loading'> {
  /** Sends the code. A rejection (invalid input, refused by the server) resets the button to idle. */
  onSend: () => Promise<unknown>;
  seconds?: number;
  disabled?: boolean;
  /** A new value (another recipient) starts over: the server's resend wait is per recipient. */
  resetKey?: string;
}

export function CountdownButton({ onSend, seconds = resendCountdownSeconds, disabled, resetKey, ...buttonProps }: CountdownButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<CountdownState>({ phase: 'idle' });
  const [countedFor, setCountedFor] = useState(resetKey);
  if (countedFor !== resetKey) {
    setCountedFor(resetKey);
    setState({ phase: 'idle' });
  }

  const countingUntil = state.phase === 'counting' ? state.until : null;
  useEffect(() => {
    if (countingUntil === null) return;
    const until = countingUntil;
    // Remaining time comes from the clock, not from counting ticks, so a throttled background tab stays right.
    const timer = setInterval(() => {
      const remaining = Math.ceil((until - Date.now()) / 1000);
      setState((s) => {
        if (s.phase !== 'counting' || s.until !== until) return s;
        return remaining <= 0 ? { phase: 'retry' } : { ...s, remaining };
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [countingUntil]);

  const send = () => {
    const until = Date.now() + seconds * 1000;
    // Counting starts at the click so a second click cannot send twice while the first is on its way.
    setState({ phase: 'counting', until, remaining: seconds });
    onSend().catch(() => setState((s) => (s.phase === 'counting' && s.until === until ? { phase: 'idle' } : s)));
  };

  const label =
    state.phase === 'counting'
      ? t('auth.countdown.counting', { seconds: state.remaining })
      : t(state.phase === 'retry' ? 'auth.countdown.retry' : 'auth.countdown.send');
  return (
    <Button {...buttonProps} disabled={disabled || state.phase === 'counting'} onClick={send} data-phase={state.phase} aria-live="polite">
      {label}
    </Button>
  );
}
