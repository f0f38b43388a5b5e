import type { EnterpriseListItem } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { enterpriseOpsApi, enterprisesKey } from './api';

/** Picks the superior company of one enterprise by searching the others; empty unlinks. */
export function SuperiorDialog({
  company,
  onClose,
  onSaved,
}: {
  company: EnterpriseListItem | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [superiorId, setSuperiorId] = useState<string | undefined>(company?.superior?.id);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { data, isFetching } = useQuery({
    queryKey: [...enterprisesKey, 'search', keyword],
    queryFn: () => enterpriseOpsApi.enterprises({ keyword, pageSize: 20 }),
    enabled: company !== null,
  });
  const options = (data?.list ?? [])
    .filter((e) => e.id !== company?.id)
    .map((e) => ({ value: e.id, label: e.enterpriseNo ? `${e.name} (${e.enterpriseNo})` : e.name }));
  // The current superior stays choosable even when the search no longer lists it.
  if (company?.superior && !options.some((o) => o.value === company.superior!.id))
    options.unshift({ value: company.superior.id, label: company.superior.name });

  const save = async () => {
    if (!company) return;
    setBusy(true);
    setError(null);
    try {
      await enterpriseOpsApi.setSuperior(company.id, superiorId ?? '');
      void message.success(t(superiorId ? 'enterprise.ops.superior.saved' : 'enterprise.ops.superior.removed'));
      onSaved();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={company !== null}
      title={company ? t('enterprise.ops.superior.title', { name: company.name }) : ''}
      okText={t('enterprise.ops.superior.save')}
      cancelText={t('enterprise.ops.superior.cancel')}
      confirmLoading={busy}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="superior-form">
        <Form.Item
          label={t('enterprise.ops.superior.label')}
          extra={t('enterprise.ops.superior.hint')}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            allowClear
            value={superiorId}
            onChange={(value) => {
              setSuperiorId(value);
              setError(null);
            }}
            placeholder={t('enterprise.ops.superior.placeholder')}
            options={options}
            loading={isFetching}
            notFoundContent={null}
            data-testid="superior-select"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
