import { Spin } from 'antd';
import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router';
import { TemplateList } from './TemplateList';

// The editor (with pdf.js behind the field designer) and the start form are chunks of their own.
const TemplateEditor = lazy(() => import('./editor/TemplateEditor'));
const StartFromTemplate = lazy(() => import('./start/StartFromTemplate'));

/**
 * Templates: the list (search, new, enable/disable); `?edit=<id>` the editor with the field designer,
 * `?start=<id>` a flow from the template. One catalogue page (myTemplates), so the menu and its
 * permission cover all of them.
 */
export default function TemplatesPage() {
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
  return <TemplateList onEdit={(id) => setParams({ edit: id })} onStart={(id) => setParams({ start: id })} />;
}
