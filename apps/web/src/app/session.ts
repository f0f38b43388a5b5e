import type { SessionUserInfo } from '@console/contract';
import { useEffect, useState } from 'react';

/**
 * Session user info of §3: kept in sessionStorage; the other login path (SMS) keeps it in
 * localStorage. Sign-out clears both, plus the image token and captcha (§4).
 */
const userInfoKey = 'console.userInfo';
const imageTokenKey = 'console.imageToken';
const captchaKey = 'console.captcha';

export type StoredLoginPath = 'password' | 'sms';

export function saveUserInfo(info: SessionUserInfo, loginPath: StoredLoginPath = 'password'): void {
  const storage = loginPath === 'sms' ? localStorage : sessionStorage;
  storage.setItem(userInfoKey, JSON.stringify(info));
}

export function readUserInfo(): SessionUserInfo | null {
  const raw = sessionStorage.getItem(userInfoKey) ?? localStorage.getItem(userInfoKey);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUserInfo;
  } catch {
    return null;
  }
}

/** checkStatus is stored after sign-in and after loading the real-name result (§4). */
export function saveCheckStatus(checkStatus: number): void {
  for (const storage of [sessionStorage, localStorage]) {
    const raw = storage.getItem(userInfoKey);
    if (raw) storage.setItem(userInfoKey, JSON.stringify({ ...(JSON.parse(raw) as SessionUserInfo), checkStatus }));
  }
}

export function saveImageToken(token: string): void {
  sessionStorage.setItem(imageTokenKey, token);
}

export function readImageToken(): string | null {
  return sessionStorage.getItem(imageTokenKey);
}

/**
 * §8: why a session ended (expired, replaced), kept for the sign-in page the browser is sent to: the
 * toast shown before that full page load goes with the page, the reason must not.
 */
const signedOutMessageKey = 'console.signedOutMessage';

export function keepSignedOutMessage(message: string): void {
  try {
    sessionStorage.setItem(signedOutMessageKey, message);
  } catch {
    // Storage refused (a privacy mode): the toast shown before leaving is all there is.
  }
}

/** The reason kept by the last sign-out, shown on the sign-in page until the next page load. */
export function useSignedOutMessage(): string | null {
  const [message] = useState(() => {
    try {
      return sessionStorage.getItem(signedOutMessageKey);
    } catch {
      return null;
    }
  });
  useEffect(() => {
    if (message !== null) sessionStorage.removeItem(signedOutMessageKey);
  }, [message]);
  return message;
}

export function clearUserSession(): void {
  for (const storage of [sessionStorage, localStorage]) {
    storage.removeItem(userInfoKey);
    storage.removeItem(imageTokenKey);
    storage.removeItem(captchaKey);
  }
}
