import type { TemplateSummary } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportDialog } from '../../organization';
import { FlowBasicsFields, type FlowBasicsValues, aWeekOn } from '../start/FlowBasics';
import { bulkKey, bulkSendCalls } from './api';

/**
 * Bulk send from an enabled template: the organization's spreadsheet import
 * dialog — the version's xlsx, a dry run with each row's errors (column and rule), confirm, the
 * progress of a job — after what every row's flow shares (title, message, deadline); sent, the
 * batch's page is a click away.
 */
export function BulkSendDialog(props: { template: TemplateSummary; onClose: () => void; onOpenBatch: (id: string) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<FlowBasicsValues>();
  const { template } = props;
  const calls = useMemo(
    () =>
      bulkSendCalls(template.id, async () => {
        const v = await form.validateFields().catch(() => {
          throw new Error(t('templates.bulk.dialog.fixFields'));
        });
        return { title: v.title, message: v.message, deadlineAt: new Date(v.deadline).getTime() };
      }),
    [template.id, form, t],
  );
  return (
    <ImportDialog
      calls={calls}
      onClose={props.onClose}
      onImported={() => void client.invalidateQueries({ queryKey: bulkKey })}
      before={
        <Form
          form={form}
          name="bulk-send"
          layout="vertical"
          requiredMark={false}
          initialValues={{ title: template.name, deadline: aWeekOn() }}
          data-testid="bulk-send-form"
        >
          <FlowBasicsFields />
        </Form>
      }
      finishedExtra={(batch) => (
        <Button type="primary" onClick={() => props.onOpenBatch(batch.id)} data-testid="bulk-open-batch">
          {t('templates.bulk.dialog.openBatch')}
        </Button>
      )}
    />
  );
}
