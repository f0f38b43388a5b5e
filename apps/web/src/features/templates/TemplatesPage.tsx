import { Card, Radio, Spin } from 'antd';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useConsole } from '../../app/store';
import { BatchList } from './bulk/BatchList';
import { TemplateList } from './TemplateList';

// The editor (with pdf.js behind the field designer) and the start form are chunks of their own.
const TemplateEditor = lazy(() => import('./editor/TemplateEditor'));
const StartFromTemplate = lazy(() => import('./start/StartFromTemplate'));
const BatchPage = lazy(() => import('./bulk/BatchPage'));

/**
 * Templates: the list (search, new, enable/disable, bulk send); `?edit=<id>` the editor with the field
 * designer, `?start=<id>` a flow from the template; `?view=batches` the bulk sends, `?batch=<id>` one
 * of them. One catalogue page (myTemplates), so the menu and its permission cover all of them; the bulk
 * sends need its bulkSend button, as the server's routes do.
 */
export default function TemplatesPage() {
  const { t } = useTranslation();
  const canBulk = useConsole((s) => s.permissions?.buttons.has('serviceManage:myTemplates:bulkSend') ?? false);
  const [params, setParams] = useSearchParams();
  const toList = () => setParams({});
  const fallback = <Spin style={{ display: 'block', margin: 48 }} />;
  const edit = params.get('edit');
  const start = params.get('start');
  if (edit)
    return (
      <Suspense fallback={fallback}>
        <TemplateEditor id={edit} onBack={toList} />
      </Suspense>
    );
  if (start)
    return (
      <Suspense fallback={fallback}>
        <StartFromTemplate id={start} onBack={toList} />
      </Suspense>
    );
  const batch = params.get('batch');
  if (batch && canBulk)
    return (
      <Suspense fallback={fallback}>
        <BatchPage id={batch} onBack={() => setParams({ view: 'batches' })} />
      </Suspense>
    );
  const view = canBulk && params.get('view') === 'batches' ? 'batches' : 'templates';
  // Radio buttons, not Tabs, as on the sign flows' page: they wrap on a phone.
  const views = canBulk && (
    <Radio.Group
      aria-label={t('routes.myTemplates')}
      optionType="button"
      buttonStyle="solid"
      value={view}
      onChange={(e) => setParams(e.target.value === 'batches' ? { view: 'batches' } : {})}
      options={(['templates', 'batches'] as const).map((key) => ({
        value: key,
        label: <span data-testid={`templates-view-${key}`}>{t(`templates.bulk.tabs.${key}`)}</span>,
      }))}
      style={{ marginBottom: 16 }}
    />
  );
  if (view === 'batches')
    return (
      <Card title={t('routes.myTemplates')}>
        {views}
        <BatchList onOpen={(id) => setParams({ batch: id })} />
      </Card>
    );
  return (
    <TemplateList
      onEdit={(id) => setParams({ edit: id })}
      onStart={(id) => setParams({ start: id })}
      onOpenBatch={(id) => setParams({ batch: id })}
      views={views}
    />
  );
}
