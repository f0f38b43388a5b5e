import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Radio, Spin } from 'antd';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InboxList } from './InboxList';
import { StartedList } from './StartedList';

// The wizard (with pdf.js behind its field designer) and the detail are chunks of their own.
const StartFlowWizard = lazy(() => import('./wizard/StartFlowWizard'));
const FlowDetail = lazy(() => import('./detail/FlowDetail'));

const tabs = ['started', 'waiting', 'copied'] as const;
type Tab = (typeof tabs)[number];

/**
 * Sign flows: the ones I started, those waiting for my signature, those copied to me; `?flow=<id>`
 * shows one flow's detail, `?view=new` the start-a-flow wizard. One catalogue page (mySignFlows), so
 * the menu and its permission cover all of them.
 */
export default function SignFlowsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = tabs.includes(params.get('tab') as Tab) ? (params.get('tab') as Tab) : 'started';
  const flow = params.get('flow');
  const toList = () => setParams(tab === 'started' ? {} : { tab });
  const open = (id: string) => setParams({ ...(tab === 'started' ? {} : { tab }), flow: id });
  const fallback = <Spin style={{ display: 'block', margin: 48 }} />;
  if (params.get('view') === 'new')
    return (
      <Suspense fallback={fallback}>
        <StartFlowWizard onCancel={toList} onStarted={(id) => setParams({ flow: id })} />
      </Suspense>
    );
  if (flow)
    return (
      <Suspense fallback={fallback}>
        <FlowDetail id={flow} onBack={toList} />
      </Suspense>
    );
  return (
    <Card
      title={t('routes.mySignFlows')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setParams({ view: 'new' })} data-testid="flow-new">
          {t('signFlows.wizard.start')}
        </Button>
      }
    >
      {/* Radio buttons, not Tabs: they wrap on a phone, where antd's tab overflow menu breaks the tablist's ARIA. */}
      <Radio.Group
        aria-label={t('routes.mySignFlows')}
        optionType="button"
        buttonStyle="solid"
        value={tab}
        onChange={(e) => setParams(e.target.value === 'started' ? {} : { tab: e.target.value as Tab })}
        options={tabs.map((key) => ({ value: key, label: <span data-testid={`flow-tab-${key}`}>{t(`signFlows.tabs.${key}`)}</span> }))}
        style={{ marginBottom: 16 }}
      />
      <div>{tab === 'started' ? <StartedList onOpen={open} /> : <InboxList key={tab} kind={tab} onOpen={open} />}</div>
    </Card>
  );
}
