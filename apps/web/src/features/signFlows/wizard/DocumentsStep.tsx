import { UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button, List, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CreateFlowInput, signFlowsApi } from '../api';
import { CreateFlowForm } from '../CreateFlowForm';
import type { DraftDocument } from './types';

type Detail = Awaited<ReturnType<typeof signFlowsApi.create>>;

/** Step 1: the draft from its title, message, deadline and first PDF; then more PDFs to the same draft. */
export function DocumentsStep(props: {
  draft: Detail | null;
  documents: DraftDocument[];
  onCreated: (draft: Detail, file: File) => void;
  onAdded: (draft: Detail, file: File) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const add = useMutation({
    mutationFn: (file: File) => signFlowsApi.addDocument(props.draft!.id, file),
    onSuccess: (draft, file) => {
      message.success(t('signFlows.wizard.documentAdded'));
      props.onAdded(draft, file);
    },
  });
  if (!props.draft)
    return <CreateFlowForm onCreate={async (input: CreateFlowInput) => props.onCreated(await signFlowsApi.create(input), input.file)} />;
  return (
    <>
      <List
        header={t('signFlows.wizard.documents')}
        bordered
        dataSource={props.documents}
        renderItem={(d) => (
          <List.Item>
            <span style={{ wordBreak: 'break-all' }}>{d.name}</span>
            <span style={{ whiteSpace: 'nowrap' }}>{t('signFlows.wizard.pages', { count: d.pages })}</span>
          </List.Item>
        )}
        data-testid="wizard-documents"
      />
      <Upload
        accept="application/pdf,.pdf"
        showUploadList={false}
        beforeUpload={(file) => {
          add.mutate(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={add.isPending} style={{ marginTop: 12 }} data-testid="wizard-more-document">
          {t('signFlows.wizard.moreDocument')}
        </Button>
      </Upload>
    </>
  );
}
