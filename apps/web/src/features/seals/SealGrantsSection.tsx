import { recordStatus, type Seal } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access';
import { AutoSignDialog } from './AutoSignDialog';
import { GrantSealDialog } from './GrantSealDialog';
import { AutoSignsTable, GrantsTable, useIsMaster } from './GrantTables';
import { autoSignsKey, grantsKey } from './grants-api';

/**
 * The seal page's grants: on each normal seal, Grant, Auto-sign (the master) and Holders; below the
 * cards, the enterprise's grants and auto-sign authorizations. Only for those who hold the buttons.
 */
export function useSealGrants(): { actionsFor: (seal: Seal) => ReactNode[]; section: ReactNode; managing: boolean } {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { canButton } = useAccess();
  const isMaster = useIsMaster();
  const canGrant = canButton('sealManage:sealList:grant');
  const canAuthorize = canButton('sealManage:sealList:authorize');
  const [granting, setGranting] = useState<Seal | null>(null);
  const [authorizing, setAuthorizing] = useState<Seal | null>(null);
  const [holdersOf, setHoldersOf] = useState<Seal | null>(null);
  const actionsFor = (seal: Seal) =>
    [
      canGrant && seal.status === recordStatus.normal && (
        <Button key="grant" type="link" size="small" onClick={() => setGranting(seal)} data-testid="seal-grant">
          {t('seals.grants.grant')}
        </Button>
      ),
      canAuthorize && isMaster && seal.status === recordStatus.normal && (
        <Button key="autoSign" type="link" size="small" onClick={() => setAuthorizing(seal)} data-testid="seal-auto-sign">
          {t('seals.grants.autoSign')}
        </Button>
      ),
      canGrant && (
        <Button key="holders" type="link" size="small" onClick={() => setHoldersOf(seal)} data-testid="seal-holders">
          {t('seals.grants.holders')}
        </Button>
      ),
    ].filter(Boolean);
  const section = (
    <>
      {canGrant && (
        <Card size="small" title={t('seals.grants.allGrants')} style={{ marginTop: 16 }} data-testid="seal-grants">
          <GrantsTable />
        </Card>
      )}
      {canAuthorize && (
        <Card size="small" title={t('seals.grants.autoSigns')} style={{ marginTop: 16 }} data-testid="seal-auto-signs">
          <AutoSignsTable />
        </Card>
      )}
      <GrantSealDialog
        seal={granting}
        onClose={() => setGranting(null)}
        onSaved={() => {
          setGranting(null);
          void client.invalidateQueries({ queryKey: grantsKey });
        }}
      />
      <AutoSignDialog
        seal={authorizing}
        onClose={() => setAuthorizing(null)}
        onSaved={() => {
          setAuthorizing(null);
          void client.invalidateQueries({ queryKey: autoSignsKey });
        }}
      />
      <Modal
        open={holdersOf !== null}
        title={t('seals.grants.holdersOf', { alias: holdersOf?.alias ?? '' })}
        onCancel={() => setHoldersOf(null)}
        footer={<Button onClick={() => setHoldersOf(null)}>{t('seals.grants.close')}</Button>}
        width={760}
        destroyOnHidden
      >
        {holdersOf && <GrantsTable sealId={holdersOf.id} />}
        {holdersOf && canAuthorize && (
          <div style={{ marginTop: 16 }}>
            <AutoSignsTable sealId={holdersOf.id} />
          </div>
        )}
      </Modal>
    </>
  );
  return { actionsFor, section, managing: canGrant };
}
