import type { CaptchaChallenge } from '@console/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from './api';
import { saveImageToken } from '../../app/session';
import { sizeClass } from '../../components/light/Button';
import { TextInput, type TextInputProps } from '../../components/light/TextInput';
import { firstInteraction } from '../../components/light/interaction';
import { LoadingIcon, ReloadIcon, SafetyIcon } from '../../components/light/icons';

/** What a captcha-protected call carries in its headers: the token (§7) and the proof-of-work nonce. */
export interface CaptchaProof {
  token: string;
  pow: string;
}

export interface Captcha {
  /** Goes in the `token` header of the call the answer is for (§7). */
  token: string | null;
  image: string | undefined;
  loading: boolean;
  refresh: () => void;
  /** The token and the solved proof of work, once it is solved (it starts with the image, while the person types). */
  prove: () => Promise<CaptchaProof | null>;
}

/** How long before the server would let an image code expire a new one is drawn. */
const renewAheadMs = 5_000;

/** One image captcha per form; renewed shortly before the server would let it expire. */
export function useCaptcha(): Captcha {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [loading, setLoading] = useState(true);
  // Only the newest request may answer: a click for a new image while one is on its way wins.
  const requests = useRef({ latest: 0 });
  const work = useRef<{ token: string; nonce: Promise<string>; abort: AbortController } | null>(null);

  const draw = useCallback(() => {
    const counter = requests.current;
    const request = ++counter.latest;
    authApi.captcha().then(
      (next) => {
        if (request !== counter.latest) return;
        saveImageToken(next.token);
        // The proof of work starts once the visitor is on the form (at once after that), in its own
        // chunk; a newer image abandons it.
        work.current?.abort.abort();
        const abort = new AbortController();
        const nonce = firstInteraction()
          .then(() => import('./work'))
          .then((m) => m.solveWork(next.token, next.workBits, abort.signal));
        nonce.catch(() => undefined);
        work.current = { token: next.token, nonce, abort };
        setChallenge(next);
        setLoading(false);
      },
      () => {
        // The HTTP client has said what went wrong; the image turns into a retry button.
        if (request !== counter.latest) return;
        setChallenge(null);
        setLoading(false);
      },
    );
  }, []);

  const refresh = useCallback(() => {
    setLoading(true);
    draw();
  }, [draw]);

  useEffect(() => {
    const counter = requests.current;
    draw();
    // An answer arriving after the form is gone is dropped.
    return () => void ++counter.latest;
  }, [draw]);

  const expiresAt = challenge?.expiresAt;
  useEffect(() => {
    if (expiresAt === undefined) return;
    const timer = setTimeout(refresh, Math.max(expiresAt - Date.now() - renewAheadMs, renewAheadMs));
    return () => clearTimeout(timer);
  }, [expiresAt, refresh]);

  const prove = useCallback(async (): Promise<CaptchaProof | null> => {
    const current = work.current;
    return current ? { token: current.token, pow: await current.nonce } : null;
  }, []);

  return { token: challenge?.token ?? null, image: challenge?.image, loading, refresh, prove };
}

export interface CaptchaInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  captcha: Captcha;
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * The 4-character image code: an input beside the image; clicking the image draws a new one. A
 * controlled input (value/onChange), so it also serves as the control of an antd Form.Item.
 */
export function CaptchaInput({ captcha, value, onChange, size = 'large', ...inputProps }: CaptchaInputProps) {
  const { t } = useTranslation();
  const renew = () => {
    onChange?.('');
    captcha.refresh();
  };
  return (
    <div className="lt-row">
      <TextInput
        {...inputProps}
        size={size}
        value={value}
        onChange={onChange}
        maxLength={4}
        autoComplete="off"
        spellCheck={false}
        prefix={<SafetyIcon />}
        placeholder={inputProps.placeholder ?? t('auth.captcha.placeholder')}
      />
      <button
        type="button"
        className={`lt-captcha-image${sizeClass('lt-captcha-image', size)}`}
        onClick={renew}
        title={t('auth.captcha.refresh')}
        aria-label={t('auth.captcha.refresh')}
        aria-busy={captcha.loading}
        data-testid="captcha-image"
      >
        {captcha.loading ? (
          <LoadingIcon className="lt-spin" />
        ) : captcha.image ? (
          <img src={captcha.image} alt={t('auth.captcha.image')} />
        ) : (
          <span title={t('auth.captcha.loadFailed')}>
            <ReloadIcon />
          </span>
        )}
      </button>
    </div>
  );
}
