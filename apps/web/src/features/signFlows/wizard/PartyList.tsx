import { Button, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DraftCc, DraftSigner } from './types';

/** The signers by order group (each in its colour) and the CC recipients, each removable until sent. */
export function PartyList(props: {
  signers: DraftSigner[];
  ccs: DraftCc[];
  onRemoveSigner?: (key: string) => void;
  onRemoveCc?: (key: string) => void;
}) {
  const { t } = useTranslation();
  const signers = [...props.signers].sort((a, b) => a.group - b.group);
  return (
    <>
      <List
        header={t('signFlows.wizard.signers')}
        bordered
        dataSource={signers}
        locale={{ emptyText: t('signFlows.wizard.noSigners') }}
        data-testid="wizard-signers"
        renderItem={(s) => (
          <List.Item
            actions={
              props.onRemoveSigner && !s.serverId
                ? [
                    <Button key="x" type="link" danger onClick={() => props.onRemoveSigner!(s.key)}>
                      {t('signFlows.wizard.remove')}
                    </Button>,
                  ]
                : []
            }
          >
            <span style={{ wordBreak: 'break-word' }}>
              <span style={{ display: 'inline-block', width: 10, height: 10, background: s.colour, marginRight: 8, borderRadius: 2 }} />
              <Tag>{t('signFlows.wizard.group', { group: s.group })}</Tag>
              {s.kind === 'enterprise' ? `${s.enterpriseName} · ${s.name}` : s.name} — {s.phone ?? s.email}
            </span>
          </List.Item>
        )}
      />
      {props.ccs.length > 0 && (
        <List
          style={{ marginTop: 12 }}
          header={t('signFlows.wizard.ccs')}
          bordered
          dataSource={props.ccs}
          renderItem={(c) => (
            <List.Item
              actions={
                props.onRemoveCc && !c.serverId
                  ? [
                      <Button key="x" type="link" danger onClick={() => props.onRemoveCc!(c.key)}>
                        {t('signFlows.wizard.remove')}
                      </Button>,
                    ]
                  : []
              }
            >
              <span style={{ wordBreak: 'break-word' }}>
                {c.name} — {c.phone ?? c.email}
              </span>
            </List.Item>
          )}
        />
      )}
    </>
  );
}
