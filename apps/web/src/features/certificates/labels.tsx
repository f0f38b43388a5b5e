import type { Certificate } from '@console/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colours: Record<Certificate['state'], string> = { normal: 'green', expiring: 'orange', expired: 'default', revoked: 'red' };

/** §4 certificate status: normal, soon to expire, expired (and revoked). */
export function StateTag({ state }: { state: Certificate['state'] }) {
  const { t } = useTranslation();
  return (
    <Tag color={colours[state]} data-testid="certificate-state">
      {t(`certificates.state.${state}`)}
    </Tag>
  );
}

export const day = (ms: number) => new Date(ms).toLocaleDateString();

/** §3's numeric codes → their phrase names. */
export const certTypeName = { 1: 'enterprise', 2: 'employee', 3: 'personal' } as const;
export const algorithmName = { 0: 'rsa', 1: 'sm2' } as const;
export const validityName = { 0: 'one', 1: 'two', 2: 'three' } as const;
export const serviceTypeName = { 1: 'initial', 2: 'update', 3: 'revoke' } as const;
export const reasonName = { 0: 'unspecified', 1: 'keyCompromise', 3: 'affiliationChanged', 4: 'superseded', 5: 'cessation' } as const;
export const nameOf = <T extends Record<number, string>>(names: T, code: number): T[keyof T] => names[code as keyof T];
