import type { TemplateDetail, TemplateFieldKind } from '@console/contract';
import { templateRules } from '@console/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Input, Radio, Spin } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../../../api/http';
import { FieldCanvas } from '../../signFlows';
import { templatesApi, templatesKey } from '../api';
import { type Draft, type Filler, colourOf, kindsFor, newField, sizeOf } from './draft';
import { FieldList } from './FieldList';
import { RolesEditor } from './RolesEditor';

const wide = () => typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 768px)').matches;

/**
 * A template's editor: name and description, roles, fields placed on the PDF's pages with the flows'
 * designer canvas (a wide screen; on a phone the settings only), each field's settings; saving makes
 * the next version over the one loaded (another edit saved first: the server says so).
 */
export default function TemplateEditor({ id, onBack }: { id: string; onBack: () => void }) {
  const detail = useQuery({ queryKey: [...templatesKey, 'detail', id], queryFn: () => templatesApi.detail(id) });
  if (detail.error) return <Alert type="error" showIcon title={detail.error.message} />;
  if (!detail.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  return <Editor key={detail.data.versionId} template={detail.data} onBack={onBack} />;
}

function Editor({ template, onBack }: { template: TemplateDetail; onBack: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>({
    name: template.name,
    description: template.description ?? undefined,
    roles: template.roles,
    fields: template.fields,
  });
  const [filler, setFiller] = useState<Filler>({ kind: 'initiator' });
  const [isWide, setWide] = useState(wide);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(min-width: 768px)');
    const on = () => setWide(query.matches);
    query.addEventListener('change', on);
    return () => query.removeEventListener('change', on);
  }, []);
  const pdf = useQuery({
    queryKey: [...templatesKey, 'file', template.versionId],
    queryFn: () => download(templatesApi.filePath(template.id, template.versionId)),
    enabled: isWide,
    staleTime: Infinity,
    gcTime: 0,
  });
  const save = useMutation({
    mutationFn: () => templatesApi.save(template.id, { ...draft, description: draft.description, baseVersion: template.version }),
    onSuccess: (saved) => {
      void message.success(t('templates.editor.saved', { version: saved.version }));
      client.setQueryData([...templatesKey, 'detail', template.id], saved);
      void client.invalidateQueries({ queryKey: [...templatesKey, 'list'] });
    },
  });
  const roles = draft.roles;
  const signing = new Set(draft.fields.filter((f) => ['seal', 'signature', 'signDate'].includes(f.kind)).map((f) => f.role));
  const unsigned = roles.filter((r) => !signing.has(r));
  const rename = (from: string, to: string) =>
    setDraft((d) => ({
      ...d,
      roles: d.roles.map((r) => (r === from ? to : r)),
      fields: d.fields.map((f) => (f.role === from ? { ...f, role: to } : f)),
    }));
  const addRole = () =>
    setDraft((d) => {
      const letters = [...t('templates.editor.roleLetters')];
      const letter = letters.find((l) => !d.roles.includes(t('templates.editor.defaultRole', { letter: l }))) ?? String(d.roles.length + 1);
      return { ...d, roles: [...d.roles, t('templates.editor.defaultRole', { letter })] };
    });
  const removeRole = (role: string) => {
    setDraft((d) => ({ ...d, roles: d.roles.filter((r) => r !== role), fields: d.fields.filter((f) => f.role !== role) }));
    if (filler.kind === 'role' && filler.role === role) setFiller({ kind: 'initiator' });
  };
  const fillerValue = filler.kind === 'initiator' ? '' : filler.role;
  const fillerRole = filler.kind === 'role' ? filler.role : null;

  return (
    <Card
      title={t('templates.editor.heading')}
      extra={
        <Button onClick={onBack} data-testid="template-back">
          {t('templates.editor.back')}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Form layout="vertical" style={{ maxWidth: 560 }}>
          <Form.Item label={t('templates.create.name')} htmlFor="template-edit-name" required>
            <Input
              id="template-edit-name"
              value={draft.name}
              maxLength={templateRules.nameMaxChars}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              data-testid="template-edit-name"
            />
          </Form.Item>
          <Form.Item label={t('templates.create.description')} htmlFor="template-edit-description">
            <Input.TextArea
              id="template-edit-description"
              value={draft.description}
              maxLength={templateRules.descriptionMaxChars}
              autoSize={{ minRows: 1, maxRows: 3 }}
              onChange={(e) => setDraft({ ...draft, description: e.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('templates.editor.roles')}>
            <RolesEditor roles={roles} onRename={rename} onAdd={addRole} onRemove={removeRole} />
          </Form.Item>
        </Form>
        {unsigned.length ? (
          <Alert
            type="warning"
            showIcon
            title={t('templates.editor.unsigned', { roles: unsigned.join(', ') })}
            data-testid="template-unsigned"
          />
        ) : roles.length ? (
          <Alert type="success" showIcon title={t('templates.editor.allSigned')} />
        ) : null}
        {isWide ? (
          <>
            <Radio.Group
              aria-label={t('templates.editor.filledBy')}
              value={fillerValue}
              onChange={(e) => setFiller(e.target.value === '' ? { kind: 'initiator' } : { kind: 'role', role: e.target.value as string })}
              data-testid="template-filler"
            >
              {[{ value: '', label: t('templates.initiator') }, ...roles.map((r) => ({ value: r, label: r }))].map((o) => (
                <Radio.Button key={o.value} value={o.value}>
                  <span
                    aria-hidden
                    style={{
                      display: 'inline-block',
                      width: 10,
                      height: 10,
                      background: colourOf(roles, o.value || null),
                      marginRight: 6,
                      borderRadius: 2,
                    }}
                  />
                  {o.label}
                </Radio.Button>
              ))}
            </Radio.Group>
            {pdf.data ? (
              <Suspense fallback={<Spin style={{ display: 'block', margin: 32 }} />}>
                <FieldCanvas
                  file={pdf.data.blob}
                  fields={draft.fields.map((f) => ({ ...f, colour: colourOf(roles, f.role), label: f.label }))}
                  palette={kindsFor(filler).map((kind) => ({
                    kind,
                    label: t(`templates.kind.${kind}`),
                    colour: colourOf(roles, fillerRole),
                    size: sizeOf(kind),
                  }))}
                  paletteLabel={t('templates.editor.palette')}
                  minSize={10}
                  onDrop={(kind, page, box) =>
                    setDraft((d) => ({
                      ...d,
                      fields: [
                        ...d.fields,
                        newField({
                          kind: kind as TemplateFieldKind,
                          filler,
                          page,
                          box,
                          fields: d.fields,
                          label: t(`templates.kind.${kind as TemplateFieldKind}`),
                        }),
                      ],
                    }))
                  }
                  onMove={(key, box) => setDraft((d) => ({ ...d, fields: d.fields.map((f) => (f.key === key ? { ...f, ...box } : f)) }))}
                  onDelete={(key) => setDraft((d) => ({ ...d, fields: d.fields.filter((f) => f.key !== key) }))}
                />
              </Suspense>
            ) : (
              <Spin style={{ display: 'block', margin: 32 }} />
            )}
          </>
        ) : (
          <Alert type="info" showIcon title={t('templates.editor.phoneHint')} />
        )}
        <FieldList roles={roles} fields={draft.fields} onChange={(fields) => setDraft({ ...draft, fields })} />
        <Button
          type="primary"
          loading={save.isPending}
          onClick={() => save.mutate()}
          style={{ alignSelf: 'flex-start' }}
          data-testid="template-save"
        >
          {t('templates.editor.save', { version: template.version + 1 })}
        </Button>
      </Flex>
    </Card>
  );
}
