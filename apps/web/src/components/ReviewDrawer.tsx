import { useQuery } from '@tanstack/react-query';
import { Alert, Divider, Drawer, Result, Spin, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { DataTable } from './DataTable';

interface ReviewDrawerTexts {
  /** The drawer's title before the application has loaded. */
  title: string;
  loadFailed: string;
  unmaskedNote: string;
  history: string;
  noHistory: string;
  decision: string;
}

interface ReviewDrawerProps<T extends { id: string; history: H[] }, H extends { id: string }> {
  /** The application open, or null when the drawer is closed. */
  id: string | null;
  onClose: () => void;
  queryKey: readonly unknown[];
  load: (id: string) => Promise<T>;
  /** The drawer's title once the application has loaded. */
  titleOf: (detail: T) => string;
  /** The queue's own words, already in the current language. */
  texts: ReviewDrawerTexts;
  /** What the applicant submitted, shown above the history. */
  children: (detail: T) => ReactNode;
  historyColumns: TableColumnsType<H>;
  historyTestId?: string;
  /** The decision form while the application waits for one, else null. */
  decision: (detail: T) => ReactNode;
}

/** One application as the reviewing operator sees it: in full and unmasked, with its history and the decision. Every back-office review queue uses it. */
export function ReviewDrawer<T extends { id: string; history: H[] }, H extends { id: string }>({
  id,
  onClose,
  queryKey,
  load,
  titleOf,
  texts,
  children,
  historyColumns,
  historyTestId,
  decision,
}: ReviewDrawerProps<T, H>) {
  const { data, isPending, isError } = useQuery({
    queryKey: [...queryKey, 'application', id],
    queryFn: () => load(id!),
    enabled: id !== null,
  });
  const decisionForm = data ? decision(data) : null;
  return (
    <Drawer open={id !== null} onClose={onClose} size="large" title={data ? titleOf(data) : texts.title} destroyOnHidden>
      {isPending && <Spin style={{ display: 'block', margin: '48px auto' }} />}
      {isError && <Result status="error" title={texts.loadFailed} />}
      {data && (
        <>
          <Alert type="info" showIcon title={texts.unmaskedNote} style={{ marginBottom: 16 }} />
          {children(data)}
          <Typography.Title level={5}>{texts.history}</Typography.Title>
          <DataTable<H>
            rowKey="id"
            size="small"
            columns={historyColumns}
            dataSource={data.history}
            pagination={false}
            locale={{ emptyText: texts.noHistory }}
            data-testid={historyTestId}
          />
          {decisionForm && (
            <>
              <Divider />
              <Typography.Title level={5}>{texts.decision}</Typography.Title>
              {decisionForm}
            </>
          )}
        </>
      )}
    </Drawer>
  );
}
