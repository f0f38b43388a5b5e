import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { time } from '../status';
import { PartyList } from './PartyList';
import type { DraftCc, DraftDocument, DraftField, DraftSigner } from './types';

/** Step 4: what will be sent — the flow, its documents, each signer with its number of fields, the CC recipients. */
export function ReviewStep(props: {
  title: string;
  deadlineAt: number;
  documents: DraftDocument[];
  signers: DraftSigner[];
  ccs: DraftCc[];
  fields: DraftField[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }} data-testid="wizard-review">
        <Descriptions.Item label={t('signFlows.wizard.reviewTitle')}>{props.title}</Descriptions.Item>
        <Descriptions.Item label={t('signFlows.wizard.reviewDeadline')}>{time(props.deadlineAt)}</Descriptions.Item>
        <Descriptions.Item label={t('signFlows.wizard.documents')}>{props.documents.map((d) => d.name).join(', ')}</Descriptions.Item>
        {props.signers.map((s) => (
          <Descriptions.Item key={s.key} label={s.kind === 'enterprise' ? s.enterpriseName : s.name}>
            {t('signFlows.wizard.fieldCount', { count: props.fields.filter((f) => f.signerKey === s.key).length })}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <PartyList signers={props.signers} ccs={props.ccs} />
    </>
  );
}
