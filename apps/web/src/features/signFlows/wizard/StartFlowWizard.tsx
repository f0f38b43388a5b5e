import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Flex, Row, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signFlowsApi, signFlowsKey } from '../api';
import { signerColours } from '../status';
import { CcForm } from './CcForm';
import { DocumentsStep } from './DocumentsStep';
import { FieldsStep } from './FieldsStep';
import { PartyList } from './PartyList';
import { ReviewStep } from './ReviewStep';
import { SignerForm } from './SignerForm';
import { type DraftCc, type DraftDocument, type DraftField, type DraftSigner, newKey } from './types';

type Detail = Awaited<ReturnType<typeof signFlowsApi.create>>;
const steps = ['documents', 'signers', 'fields', 'review'] as const;

/**
 * The start-a-flow wizard: documents (the draft is made with the first PDF) → signers and CC
 * recipients → fields → review and start. Signers, CCs and fields stay in the browser until the
 * review sends them (the server takes a signer with its fields); each one sent is remembered, so a
 * start refused halfway and tried again adds nobody twice.
 */
export default function StartFlowWizard({ onCancel, onStarted }: { onCancel: () => void; onStarted: (id: string) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<Detail | null>(null);
  const [documents, setDocuments] = useState<DraftDocument[]>([]);
  const [signers, setSigners] = useState<DraftSigner[]>([]);
  const [ccs, setCcs] = useState<DraftCc[]>([]);
  const [fields, setFields] = useState<DraftField[]>([]);

  const tookDocument = (next: Detail, file: File) => {
    setDraft(next);
    const known = new Set(documents.map((d) => d.id));
    const added = next.documents.filter((d) => !known.has(d.id)).map((d) => ({ id: d.id, name: d.name, pages: d.pages, file }));
    setDocuments([...documents, ...added]);
    void queryClient.invalidateQueries({ queryKey: signFlowsKey });
  };
  const unplaced = signers.filter((s) => !fields.some((f) => f.signerKey === s.key));
  const nextGroup = Math.max(0, ...signers.map((s) => s.group)) + 1;

  const start = useMutation({
    mutationFn: async () => {
      const id = draft!.id;
      // Copies: what was sent is remembered in state by key, never by changing state's own objects.
      for (const s of signers.map((x) => ({ ...x }))) {
        if (s.serverId) continue;
        const answer = await signFlowsApi.addSigner(id, {
          kind: s.kind,
          name: s.name,
          enterpriseName: s.enterpriseName,
          phone: s.phone,
          email: s.email,
          group: s.group,
          language: s.language,
          fields: fields
            .filter((f) => f.signerKey === s.key)
            .map((f) => ({
              documentId: f.documentId,
              kind: f.kind,
              page: f.page,
              x: f.x,
              y: f.y,
              width: f.width,
              height: f.height,
              keyword: f.keyword,
            })),
        });
        const serverId = answer.signers.at(-1)?.id;
        setSigners((all) => all.map((x) => (x.key === s.key ? { ...x, serverId } : x)));
        s.serverId = serverId;
      }
      for (const c of ccs.map((x) => ({ ...x }))) {
        if (c.serverId) continue;
        const answer = await signFlowsApi.addCc(id, { name: c.name, phone: c.phone, email: c.email, language: c.language });
        c.serverId = answer.ccs.at(-1)?.id;
        setCcs((all) => all.map((x) => (x.key === c.key ? { ...x, serverId: c.serverId } : x)));
      }
      return signFlowsApi.start(id);
    },
    onSuccess: async (flow) => {
      message.success(t('signFlows.wizard.started'));
      await queryClient.invalidateQueries({ queryKey: signFlowsKey });
      onStarted(flow.id);
    },
  });

  const canNext = [draft !== null, signers.length > 0, unplaced.length === 0, true][step];
  const body = [
    <DocumentsStep key="d" draft={draft} documents={documents} onCreated={tookDocument} onAdded={tookDocument} />,
    <Row key="s" gutter={[24, 24]}>
      <Col xs={24} lg={12}>
        <SignerForm
          nextGroup={nextGroup}
          onAdd={(v) =>
            setSigners([...signers, { ...v, key: newKey('signer'), colour: signerColours[signers.length % signerColours.length]! }])
          }
        />
        <div style={{ marginTop: 24 }}>
          <CcForm onAdd={(v) => setCcs([...ccs, { ...v, key: newKey('cc') }])} />
        </div>
      </Col>
      <Col xs={24} lg={12}>
        <PartyList
          signers={signers}
          ccs={ccs}
          onRemoveSigner={(key) => {
            setSigners(signers.filter((s) => s.key !== key));
            setFields(fields.filter((f) => f.signerKey !== key));
          }}
          onRemoveCc={(key) => setCcs(ccs.filter((c) => c.key !== key))}
        />
      </Col>
    </Row>,
    <FieldsStep key="f" documents={documents} signers={signers} fields={fields} onChange={setFields} />,
    draft && (
      <ReviewStep
        key="r"
        title={draft.title}
        deadlineAt={draft.deadlineAt}
        documents={documents}
        signers={signers}
        ccs={ccs}
        fields={fields}
      />
    ),
  ][step];

  return (
    <Card
      title={t('signFlows.wizard.start')}
      extra={
        <Button type="link" onClick={onCancel} data-testid="wizard-cancel">
          {t('signFlows.wizard.cancel')}
        </Button>
      }
    >
      <Steps
        current={step}
        size="small"
        responsive
        items={steps.map((s) => ({ title: t(`signFlows.wizard.steps.${s}`) }))}
        style={{ marginBottom: 24 }}
      />
      {step === 2 && unplaced.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('signFlows.wizard.needsField', { names: unplaced.map((s) => s.name).join(', ') })}
        />
      )}
      <div data-testid={`wizard-step-${steps[step]}`}>{body}</div>
      <Flex gap={8} justify="flex-end" wrap style={{ marginTop: 24 }}>
        {step > 0 && (
          <Button onClick={() => setStep(step - 1)} disabled={start.isPending} data-testid="wizard-back">
            {t('signFlows.wizard.back')}
          </Button>
        )}
        {step < steps.length - 1 ? (
          <Button type="primary" disabled={!canNext} onClick={() => setStep(step + 1)} data-testid="wizard-next">
            {t('signFlows.wizard.next')}
          </Button>
        ) : (
          <Button type="primary" loading={start.isPending} onClick={() => start.mutate()} data-testid="wizard-start">
            {t('signFlows.wizard.startNow')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
