import type { Contact } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access';
import { LoadMoreTable } from '../../components/LoadMoreTable';
import { useLoadMoreList } from '../../components/useLoadMoreList';
import { ListToolbar } from '../../components/ListToolbar';
import { ImportDialog } from '../organization';
import { ContactDialog } from './ContactDialog';
import { contactsApi, contactsExportPath, contactsImportCalls, contactsKey } from './api';

/** exContacts/list: the enterprise's external contacts, searchable, a page at a time. */
export default function ContactListPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const { canButton } = useAccess();
  const [keyword, setKeyword] = useState('');
  const [kind, setKind] = useState<'' | 'individual' | 'enterprise'>('');
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const contacts = useLoadMoreList({
    queryKey: [...contactsKey, keyword, kind],
    fetch: (after = '') => contactsApi.list({ keyword, kind, after }),
    emptyText: t('contacts.empty'),
    moreText: t('contacts.more'),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: contactsKey });
  const columns: TableColumnsType<Contact> = [
    { key: 'name', title: t('contacts.name'), dataIndex: 'name', width: 200, ellipsis: true },
    { key: 'kind', title: t('contacts.kind'), width: 100, render: (_, c) => <Tag>{t(`contacts.kinds.${c.kind}`)}</Tag> },
    { key: 'code', title: t('contacts.code'), width: 200, render: (_, c) => c.creditCode || c.orgCode || '—' },
    { key: 'phone', title: t('contacts.phone'), width: 130, render: (_, c) => c.phone || '—' },
    { key: 'email', title: t('contacts.email'), width: 180, ellipsis: true, render: (_, c) => c.email || '—' },
    {
      key: 'actions',
      title: t('contacts.actions'),
      width: 140,
      render: (_, c) => (
        <Space size={0}>
          {canButton('exContacts:list:edit') && (
            <Button type="link" size="small" onClick={() => setEditing(c)} data-testid="contact-edit">
              {t('contacts.edit')}
            </Button>
          )}
          {canButton('exContacts:list:delete') && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                modal.confirm({
                  title: t('contacts.deleteConfirm', { name: c.name }),
                  okButtonProps: { danger: true },
                  cancelText: t('common.cancel'),
                  onOk: async () => {
                    await contactsApi.remove(c.id).catch(() => undefined);
                    void message.success(t('contacts.deleted'));
                    refresh();
                  },
                })
              }
            >
              {t('contacts.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Card title={t('contacts.title')}>
      <ListToolbar
        filter={{
          value: kind,
          onChange: setKind,
          label: t('contacts.kind'),
          options: [
            { value: '', label: t('contacts.anyKind') },
            { value: 'enterprise', label: t('contacts.kinds.enterprise') },
            { value: 'individual', label: t('contacts.kinds.individual') },
          ],
        }}
        search={{ placeholder: t('contacts.search'), onSearch: setKeyword }}
        onImport={canButton('exContacts:list:import') ? () => setImporting(true) : undefined}
        exportFile={
          canButton('exContacts:list:export')
            ? { path: contactsExportPath, params: { keyword, kind }, fileName: 'contacts.xlsx' }
            : undefined
        }
        texts={{ import: t('imports.ui.import'), export: t('imports.ui.export'), exporting: t('imports.ui.exporting') }}
      >
        {canButton('exContacts:list:add') && (
          <Button type="primary" onClick={() => setEditing('new')} data-testid="contact-add">
            {t('contacts.add')}
          </Button>
        )}
      </ListToolbar>
      <LoadMoreTable list={contacts} columns={columns} scrollX={950} testId="contact-list" />
      {importing && <ImportDialog calls={contactsImportCalls} onClose={() => setImporting(false)} onImported={refresh} />}
      {editing && (
        <ContactDialog
          contact={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
    </Card>
  );
}
