import { logServices } from '@console/contract';
import { monthRangeIssue } from '@console/contract';
import { Button, DatePicker, Flex, Form, Grid, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useServiceLabel } from './labels';

export interface LogFilterValues {
  start?: string;
  end?: string;
  service?: string;
  keyword?: string;
}

interface FormValues {
  range?: [Dayjs, Dayjs] | null;
  service?: string;
  keyword?: string;
}

/** The list's filters: a §5 range (checked here with the server's rule and words), service and keyword. */
export function LogFilters({ initial, onSearch }: { initial: LogFilterValues; onSearch: (values: LogFilterValues) => void }) {
  const { t } = useTranslation();
  const label = useServiceLabel();
  const [form] = Form.useForm<FormValues>();
  // On a phone the fields stack, each as wide as the screen.
  const wide = Grid.useBreakpoint().md ?? true;
  const initialValues: FormValues = {
    range: initial.start && initial.end ? [dayjs(initial.start), dayjs(initial.end)] : null,
    service: initial.service,
    keyword: initial.keyword,
  };
  const submit = (v: FormValues) =>
    onSearch({
      start: v.range?.[0]?.format('YYYY-MM-DD'),
      end: v.range?.[1]?.format('YYYY-MM-DD'),
      service: v.service || undefined,
      keyword: v.keyword?.trim() || undefined,
    });
  return (
    <Form
      form={form}
      layout={wide ? 'inline' : 'vertical'}
      initialValues={initialValues}
      onFinish={submit}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item
        name="range"
        label={t('operationLog.range')}
        rules={[
          {
            validator: async (_, value: FormValues['range']) => {
              if (!value?.[0] || !value[1]) return;
              const issue = monthRangeIssue(value[0].format('YYYY-MM-DD'), value[1].format('YYYY-MM-DD'), Date.now());
              if (issue) throw new Error(t(`validation.${issue.key}`));
            },
          },
        ]}
      >
        <DatePicker.RangePicker allowClear style={wide ? undefined : { width: '100%' }} data-testid="log-range" />
      </Form.Item>
      <Form.Item name="service" label={t('operationLog.service')}>
        <Select
          allowClear
          placeholder={t('operationLog.anyService')}
          style={wide ? { minWidth: 180 } : { width: '100%' }}
          options={logServices.map((s) => ({ value: s, label: label(s) }))}
          data-testid="log-service"
        />
      </Form.Item>
      <Form.Item name="keyword">
        <Input
          allowClear
          placeholder={t('operationLog.keyword')}
          maxLength={50}
          aria-label={t('operationLog.keyword')}
          data-testid="log-keyword"
        />
      </Form.Item>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" data-testid="log-search">
          {t('operationLog.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('operationLog.reset')}
        </Button>
      </Flex>
    </Form>
  );
}
