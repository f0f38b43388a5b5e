import type { UsageCounts } from '@console/contract';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { ExportButton } from '../../components/ExportButton';
import { saveFile } from '../../components/saveFile';
import { csvBlob } from './csv';

type Day = UsageCounts & { day: string };

/** The month's days as a table, with its CSV export (made here from what the table shows) and the server's xlsx. */
export function DailyTable(props: {
  days: readonly Day[];
  totals: UsageCounts;
  fileName: string;
  byMonth: boolean;
  xlsx: { path: string; params: Record<string, string> };
}) {
  const { days, totals, fileName } = props;
  const { t } = useTranslation();
  const period = t(props.byMonth ? 'statistics.month' : 'statistics.day');
  const exportCsv = () => {
    const header = [period, t('statistics.calls'), t('statistics.successes'), t('statistics.failures')];
    const rows = [
      ...days.map((d) => [d.day, d.calls, d.successes, d.failures]),
      [t('statistics.total'), totals.calls, totals.successes, totals.failures],
    ];
    saveFile({ blob: csvBlob(header, rows), fileName }, fileName);
  };
  const number = (n: number) => n.toLocaleString();
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t(props.byMonth ? 'statistics.perMonth' : 'statistics.perDay')}
        </Typography.Title>
        <Flex gap={8} wrap>
          <Button icon={<DownloadOutlined />} onClick={exportCsv} data-testid="usage-export">
            {t('statistics.exportCsv')}
          </Button>
          <ExportButton
            path={props.xlsx.path}
            params={props.xlsx.params}
            fileName={fileName.replace(/\.csv$/, '.xlsx')}
            label={t('statistics.exportXlsx')}
            busyLabel={t('statistics.exporting')}
            testId="usage-export-xlsx"
          />
        </Flex>
      </Flex>
      <DataTable<Day>
        rowKey="day"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content', y: 360 }}
        dataSource={[...days]}
        columns={[
          { key: 'day', title: period, dataIndex: 'day' },
          { key: 'calls', title: t('statistics.calls'), align: 'right', render: (_, d) => number(d.calls) },
          { key: 'successes', title: t('statistics.successes'), align: 'right', render: (_, d) => number(d.successes) },
          { key: 'failures', title: t('statistics.failures'), align: 'right', render: (_, d) => number(d.failures) },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>{t('statistics.total')}</Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              {number(totals.calls)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              {number(totals.successes)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              {number(totals.failures)}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
        data-testid="usage-days"
      />
    </>
  );
}
