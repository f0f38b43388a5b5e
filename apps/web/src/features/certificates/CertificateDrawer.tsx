import type { Certificate } from '@console/contract';
import { Descriptions, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { StateTag, algorithmName, certTypeName, day, nameOf, reasonName, serviceTypeName } from './labels';

/** One certificate's details: subject, serial, validity, key, service type and revocation. */
export function CertificateDrawer({ certificate, onClose }: { certificate: Certificate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const c = certificate;
  return (
    <Drawer open={!!c} onClose={onClose} title={t('certificates.detail')} size="large" data-testid="certificate-detail">
      {c && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('certificates.columns.owner')}>{c.owner}</Descriptions.Item>
          <Descriptions.Item label={t('certificates.columns.subject')}>{c.subject}</Descriptions.Item>
          <Descriptions.Item label={t('certificates.columns.type')}>
            {t(`certificates.certType.${nameOf(certTypeName, c.certType)}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('certificates.columns.algorithm')}>
            {t(`certificates.algorithm.${nameOf(algorithmName, c.algorithm)}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('certificates.columns.serial')}>
            <span style={{ wordBreak: 'break-all' }}>{c.serial}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('certificates.columns.notBefore')}>{day(c.notBefore)}</Descriptions.Item>
          <Descriptions.Item label={t('certificates.columns.validity')}>{day(c.notAfter)}</Descriptions.Item>
          <Descriptions.Item label={t('certificates.columns.remaining')}>
            {t('certificates.days', { count: c.remainingDays })}
          </Descriptions.Item>
          <Descriptions.Item label={t('certificates.columns.state')}>
            <StateTag state={c.state} /> {t(`certificates.status.${c.status === 1 ? 'valid' : 'invalid'}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('certificates.columns.keyOrigin')}>{t(`certificates.keyOrigin.${c.keyOrigin}`)}</Descriptions.Item>
          <Descriptions.Item label={t('certificates.columns.serviceType')}>
            {t(`certificates.serviceType.${nameOf(serviceTypeName, c.serviceType)}`)}
          </Descriptions.Item>
          {c.revokedAt !== null && (
            <Descriptions.Item label={t('certificates.columns.revokedAt')}>
              {day(c.revokedAt)} · {t(`certificates.reason.${nameOf(reasonName, c.revokeReason ?? 0)}`)}
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
    </Drawer>
  );
}
