import type { ImportBatch, ImportRowError } from '@console/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Progress, Result, Space, Typography, Upload } from 'antd';
import type { ParseKeys } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../../api/http';
import { DataTable } from '../../components/DataTable';
import { saveFile } from '../../components/saveFile';

/** What a kind of import offers the dialog (members, contacts): the calls of its endpoints. */
export interface ImportCalls {
  templatePath: string;
  errorsPath(id: string): string;
  preview(file: File): Promise<ImportBatch>;
  confirm(id: string): Promise<ImportBatch>;
  batch(id: string): Promise<ImportBatch>;
  /** Base of the downloaded files' names. */
  name: string;
  /** The error report's name when the answer suggests none (default `<name>-errors.xlsx`). */
  errorsFileName?: string;
  /** The texts of a kind that does something else than import (bulk send starts flows): phrase keys in place of imports.ui's. */
  texts?: Partial<Record<ImportTextName, ParseKeys>>;
}

type ImportTextName = 'title' | 'step2' | 'summary' | 'confirm' | 'progress' | 'finished' | 'again' | 'limits';
const importTexts = {
  title: 'imports.ui.title',
  step2: 'imports.ui.step2',
  summary: 'imports.ui.summary',
  confirm: 'imports.ui.confirm',
  progress: 'imports.ui.progress',
  finished: 'imports.ui.finished',
  again: 'imports.ui.again',
  limits: 'imports.common.limits',
} as const satisfies Record<ImportTextName, ParseKeys>;

const running = (b: ImportBatch) => b.status === 'queued' || b.status === 'running';

/**
 * Import from a spreadsheet: the template, an upload checked as a dry run (row
 * errors shown, nothing written), confirm, the progress of a large import polled, the error report.
 */
export function ImportDialog(props: {
  calls: ImportCalls;
  onClose(): void;
  onImported(): void;
  /** What the kind asks before the file (bulk send: what every row's flow shares). */
  before?: ReactNode;
  /** More under the finished result (bulk send: the way to the batch's page). */
  finishedExtra?: (batch: ImportBatch) => ReactNode;
}) {
  const { t } = useTranslation();
  const { calls } = props;
  const text = (name: ImportTextName) => calls.texts?.[name] ?? importTexts[name];
  const [batch, setBatch] = useState<ImportBatch | null>(null);
  const save = (path: string, name: string) =>
    download(path).then(
      (file) => saveFile(file, name),
      () => undefined,
    );
  const preview = useMutation({ mutationFn: (file: File) => calls.preview(file), onSuccess: setBatch });
  const confirm = useMutation({
    mutationFn: (id: string) => calls.confirm(id),
    onSuccess: (b) => {
      setBatch(b);
      if (!running(b)) props.onImported();
    },
  });
  // A large import runs as a job: its progress is polled until it ends.
  useQuery({
    queryKey: ['importBatch', batch?.id],
    enabled: !!batch && running(batch),
    refetchInterval: 1000,
    queryFn: async () => {
      const b = await calls.batch(batch!.id);
      setBatch(b);
      if (!running(b)) props.onImported();
      return b;
    },
  });

  const errorReport = batch && (batch.invalid > 0 || batch.failed > 0) && (
    <Button
      onClick={() => void save(calls.errorsPath(batch.id), calls.errorsFileName ?? `${calls.name}-errors.xlsx`)}
      data-testid="import-error-report"
    >
      {t('imports.ui.errorReport')}
    </Button>
  );
  // Fixed widths whose text wraps anywhere (a long header of a bulk send's role, an e-mail address in a
  // message): on a 390-px phone the table fits the dialog instead of pushing the page sideways.
  const wrap = () => ({ style: { overflowWrap: 'anywhere' as const } });
  const columns = [
    { key: 'row', title: t('imports.ui.row'), dataIndex: 'row', width: 52 },
    { key: 'column', title: t('imports.ui.column'), dataIndex: 'column', width: '34%', onCell: wrap, onHeaderCell: wrap },
    { key: 'message', title: t('imports.ui.message'), dataIndex: 'message', onCell: wrap, onHeaderCell: wrap },
  ];

  let body;
  if (!batch) {
    body = (
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {props.before}
        <Typography.Text>{t('imports.ui.step1')}</Typography.Text>
        <Button onClick={() => void save(calls.templatePath, `${calls.name}-template.xlsx`)} data-testid="import-template">
          {t('imports.ui.template')}
        </Button>
        <Typography.Text>{t(text('step2'))}</Typography.Text>
        <Upload
          accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            preview.mutate(file);
            return false;
          }}
        >
          <Button type="primary" loading={preview.isPending} data-testid="import-upload">
            {preview.isPending ? t('imports.ui.checking') : t('imports.ui.upload')}
          </Button>
        </Upload>
        {/* A refusal of the whole file (formulas, too many rows, …) stays in view until another upload. */}
        {preview.error && <Alert type="error" showIcon title={preview.error.message} data-testid="import-refused" />}
        <Typography.Text type="secondary">{t(text('limits'))}</Typography.Text>
      </Space>
    );
  } else if (batch.status === 'preview') {
    body = (
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Alert
          type={batch.invalid ? 'warning' : 'success'}
          showIcon
          message={t(text('summary'), { count: batch.total, valid: batch.valid, invalid: batch.invalid })}
          data-testid="import-summary"
        />
        {batch.errors.length > 0 && (
          <DataTable<ImportRowError>
            rowKey={(e) => `${e.row}:${e.column}`}
            size="small"
            tableLayout="fixed"
            columns={columns}
            dataSource={batch.errors}
            pagination={batch.errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            data-testid="import-errors"
          />
        )}
        {batch.errors.length < batch.invalid && (
          <Typography.Text type="secondary">{t('imports.ui.moreErrors', { count: batch.errors.length })}</Typography.Text>
        )}
        {batch.valid === 0 && <Alert type="error" showIcon message={t('imports.ui.nothingValid')} />}
        <Flex wrap gap={8}>
          <Button
            type="primary"
            disabled={batch.valid === 0}
            loading={confirm.isPending}
            onClick={() => confirm.mutate(batch.id)}
            data-testid="import-confirm"
          >
            {t(text('confirm'), { count: batch.valid })}
          </Button>
          {errorReport}
          <Button onClick={() => setBatch(null)}>{t(text('again'))}</Button>
        </Flex>
      </Space>
    );
  } else if (running(batch)) {
    const handled = batch.done + batch.failed;
    body = (
      <Space direction="vertical" style={{ width: '100%' }} data-testid="import-progress">
        <Typography.Text>
          {batch.status === 'queued' ? t('imports.ui.queued') : t(text('progress'), { done: handled, total: batch.valid })}
        </Typography.Text>
        <Progress percent={batch.valid ? Math.floor((handled * 100) / batch.valid) : 0} />
      </Space>
    );
  } else {
    const ok = batch.status === 'done';
    body = (
      <Result
        status={ok ? (batch.failed + batch.invalid ? 'warning' : 'success') : 'error'}
        title={ok ? t(text('finished'), { done: batch.done, failed: batch.failed + batch.invalid }) : t('imports.ui.failed')}
        extra={
          <Flex wrap gap={8} justify="center">
            {ok && props.finishedExtra?.(batch)}
            {errorReport}
          </Flex>
        }
        data-testid="import-result"
      />
    );
  }

  return (
    <Modal
      open
      title={t(text('title'))}
      onCancel={props.onClose}
      footer={<Button onClick={props.onClose}>{t('imports.ui.close')}</Button>}
      width={640}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
