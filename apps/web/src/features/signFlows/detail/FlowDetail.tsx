import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Descriptions, Flex, List, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton, DetailPending } from '../../../components/DetailPending';
import { FileDownloadButton } from '../../../components/FileDownloadButton';
import { signFlowsApi, signFlowsKey } from '../api';
import { SignNowButton } from '../SignNowButton';
import { FlowStatusTag, time } from '../status';
import { ExtendDialog } from './ExtendDialog';
import { FlowTimeline } from './FlowTimeline';
import { RevokeDialog } from './RevokeDialog';
import { SignersTable } from './SignersTable';

/**
 * A flow's detail: its status and deadline, who takes part and how far each is, its documents to
 * download, its timeline; the initiator's side may remind a signer, extend the deadline or revoke
 * with a reason while the flow is in progress. Signers and CC recipients read it too; a reader whose
 * own turn it is may "sign now" from here as from its waiting list.
 */
export default function FlowDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'revoke' | 'extend' | null>(null);
  const { data, error, isLoading } = useQuery({
    queryKey: [...signFlowsKey, 'detail', id],
    queryFn: () => signFlowsApi.detail(id),
    // The completion certificate is made a moment after the last signature: asked again until it is ready.
    refetchInterval: (query) => (query.state.data?.certificate === 'preparing' ? 3000 : false),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: signFlowsKey });
  const remind = useMutation({
    mutationFn: (signerId: string) => signFlowsApi.remind(id, signerId),
    onSuccess: async () => {
      message.success(t('signFlows.detail.reminded'));
      await refresh();
    },
  });
  const back = (
    <BackButton onClick={onBack} testId="detail-back">
      {t('signFlows.detail.back')}
    </BackButton>
  );
  if (isLoading || error || !data)
    return <DetailPending loading={isLoading} error={error} back={back} notFound={t('signFlows.detail.notFound')} />;
  const acts = data.viewer === 'initiator' && data.status === 1;
  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <span style={{ whiteSpace: 'normal', wordBreak: 'break-word' }} data-testid="detail-title">
            {data.title}
          </span>
        }
        extra={<FlowStatusTag status={data.status} />}
      >
        {back}
        <Descriptions column={{ xs: 1, md: 2 }} size="small" style={{ marginTop: 8 }}>
          <Descriptions.Item label={t('signFlows.list.deadline')}>{time(data.deadlineAt)}</Descriptions.Item>
          <Descriptions.Item label={t('signFlows.list.createdAt')}>{time(data.createdAt)}</Descriptions.Item>
          {data.message && <Descriptions.Item label={t('signFlows.detail.message')}>{data.message}</Descriptions.Item>}
          {data.evidenceCode && (
            <Descriptions.Item label={t('signFlows.detail.evidence')}>
              <span data-testid="detail-evidence">{data.evidenceCode}</span>
            </Descriptions.Item>
          )}
        </Descriptions>
        <Alert type="info" title={t(`signFlows.detail.viewer.${data.viewer}`)} style={{ marginTop: 8 }} />
        {(acts || data.signNowSignerId) && (
          <Flex gap={8} wrap style={{ marginTop: 16 }}>
            {data.signNowSignerId && <SignNowButton flowId={id} signerId={data.signNowSignerId} size="middle" />}
            {acts && (
              <>
                <Button onClick={() => setDialog('extend')} data-testid="detail-extend">
                  {t('signFlows.detail.extend')}
                </Button>
                <Button danger onClick={() => setDialog('revoke')} data-testid="detail-revoke">
                  {t('signFlows.detail.revoke')}
                </Button>
              </>
            )}
          </Flex>
        )}
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={16}>
            <Card title={t('signFlows.detail.signers')}>
              <SignersTable
                signers={data.signers}
                canRemind={acts}
                reminding={remind.isPending ? (remind.variables ?? null) : null}
                onRemind={(signerId) => remind.mutate(signerId)}
              />
            </Card>
            <Card
              title={t('signFlows.detail.documents')}
              extra={
                data.status === 2 &&
                (data.certificate === 'preparing' ? (
                  <Button size="small" disabled loading data-testid="certificate-preparing">
                    {t('signFlows.detail.certificatePreparing')}
                  </Button>
                ) : (
                  <FileDownloadButton
                    path={signFlowsApi.certificatePath(id)}
                    fileName={`${data.title}-${t('signFlows.detail.certificate')}.pdf`}
                    size="small"
                    testId="download-certificate"
                  >
                    {t('signFlows.detail.certificate')}
                  </FileDownloadButton>
                ))
              }
            >
              <List
                dataSource={data.documents}
                data-testid="detail-documents"
                renderItem={(d) => (
                  <List.Item
                    actions={[
                      <FileDownloadButton
                        key="d"
                        path={signFlowsApi.documentPath(id, d.id)}
                        fileName={d.name}
                        size="small"
                        testId={`download-${d.id}`}
                      >
                        {t('signFlows.detail.download')}
                      </FileDownloadButton>,
                    ]}
                  >
                    <List.Item.Meta
                      title={<span style={{ wordBreak: 'break-all' }}>{d.name}</span>}
                      description={
                        <span style={{ wordBreak: 'break-all', fontSize: 12 }}>
                          {t('signFlows.wizard.pages', { count: d.pages })} · {t('signFlows.detail.sha256')} {d.sha256.slice(0, 16)}…
                        </span>
                      }
                    />
                  </List.Item>
                )}
              />
            </Card>
            {data.ccs.length > 0 && (
              <Card title={t('signFlows.detail.ccs')}>
                <List dataSource={data.ccs} renderItem={(c) => <List.Item>{`${c.name} · ${c.contact}`}</List.Item>} />
              </Card>
            )}
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('signFlows.detail.timeline')}>
            <FlowTimeline queryKey={[...signFlowsKey, 'events', id]} load={(after) => signFlowsApi.events(id, after)} />
          </Card>
        </Col>
      </Row>
      <RevokeDialog flowId={id} open={dialog === 'revoke'} onClose={() => setDialog(null)} onDone={() => void refresh()} />
      <ExtendDialog
        flowId={id}
        deadlineAt={data.deadlineAt}
        open={dialog === 'extend'}
        onClose={() => setDialog(null)}
        onDone={() => void refresh()}
      />
    </Flex>
  );
}
