import { ReloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { CaptchaChallenge } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Flex, Input, type InputProps, Spin } from 'antd';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../api/auth';
import { saveImageToken } from '../app/session';

export interface Captcha {
  /** Goes in the `token` header of the call the answer is for (§7). */
  token: string | null;
  image: string | undefined;
  loading: boolean;
  refresh: () => void;
}

/** One image captcha per form; renewed shortly before the server would let it expire. */
export function useCaptcha(): Captcha {
  const id = useId();
  const query = useQuery({
    queryKey: ['captcha', id],
    queryFn: async (): Promise<CaptchaChallenge> => {
      const challenge = await authApi.captcha();
      saveImageToken(challenge.token);
      return challenge;
    },
    staleTime: Infinity,
    gcTime: 0,
    refetchInterval: (q) => (q.state.data ? Math.max(q.state.data.expiresAt - Date.now() - 5_000, 5_000) : false),
  });
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  return { token: query.data?.token ?? null, image: query.data?.image, loading: query.isFetching, refresh };
}

export interface CaptchaInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  captcha: Captcha;
  value?: string;
  onChange?: (value: string) => void;
}

/** The 4-character image code: an input beside the image; clicking the image draws a new one. */
export function CaptchaInput({ captcha, value, onChange, size = 'large', ...inputProps }: CaptchaInputProps) {
  const { t } = useTranslation();
  const height = size === 'large' ? 40 : 32;
  const renew = () => {
    onChange?.('');
    captcha.refresh();
  };
  return (
    <Flex gap={8}>
      <Input
        {...inputProps}
        size={size}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        maxLength={4}
        autoComplete="off"
        spellCheck={false}
        prefix={<SafetyCertificateOutlined style={{ color: 'rgba(0,0,0,0.35)' }} />}
        placeholder={inputProps.placeholder ?? t('auth.captcha.placeholder')}
      />
      <button
        type="button"
        onClick={renew}
        title={t('auth.captcha.refresh')}
        aria-label={t('auth.captcha.refresh')}
        data-testid="captcha-image"
        style={{ flex: 'none', width: 120, height, padding: 0, border: '1px solid #d9d9d9', borderRadius: 8, background: '#fafafa', cursor: 'pointer', overflow: 'hidden', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        {captcha.image && !captcha.loading ? (
          <img src={captcha.image} alt={t('auth.captcha.image')} style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
        ) : captcha.loading ? (
          <Spin size="small" />
        ) : (
          <ReloadOutlined aria-label={t('auth.captcha.loadFailed')} />
        )}
      </button>
    </Flex>
  );
}
