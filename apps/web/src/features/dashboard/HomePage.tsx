import {
  AppstoreOutlined,
  AuditOutlined,
  CustomerServiceOutlined,
  EditOutlined,
  FileTextOutlined,
  GiftOutlined,
  ShoppingCartOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { realNameStatus } from '@console/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Row, Tag } from 'antd';
import dayjs from 'dayjs';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { loadNamespaces } from '../../app/i18n';
import { usePagePath } from '../../app/routing';
import { realNameColour } from '../enterprise';
import { dashboardApi } from './api';
import { PageLink } from './PageLink';
import { useConsole } from '../../app/store';
import { DashCard, Figure } from './DashCard';
import { CardTitle, SummaryCard } from './SummaryCard';
import { formatFen } from '@console/contract/money';

// Open invitations to join an enterprise, a chunk of their own loaded only when the summary counts some
// (or an invitation link was opened): most people have none.
const InvitationsNotice = lazy(() =>
  Promise.all([import('../organization'), loadNamespaces(['organization'])]).then(([m]) => ({ default: m.InvitationsNotice })),
);

// Quota alerts (80 % / 100 %), likewise a chunk of their own loaded only when the summary lists some.
const QuotaAlertsNotice = lazy(() =>
  Promise.all([import('../services'), loadNamespaces(['services'])]).then(([m]) => ({ default: m.QuotaAlertsNotice })),
);

// The count of sign flows waiting for my signature: a small chunk of its own, asked once the page is up.
const WaitingCount = lazy(() => import('../signFlows').then((m) => ({ default: m.WaitingCount })));

const statusColour: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'error', 4: 'warning' };
const statusKey = ['notAuthenticated', 'underReview', 'passed', 'failed', 'rejected'] as const;

/** Home dashboard (§1): every figure comes from the summary query of the session's own rows. */
export default function HomePage() {
  const { t } = useTranslation();
  const userName = useConsole((s) => s.header?.userName ?? '');
  const { data, isLoading, error } = useQuery({ queryKey: ['dashboard', 'summary'], queryFn: dashboardApi.summary });
  const [params] = useSearchParams();
  const invited = (data?.invitations ?? 0) > 0 || params.has('invitation');
  const loading = isLoading || !data;
  const status = data?.realName.status ?? 0;
  const step = data?.realName.step ?? null;
  const enterprise = useConsole((s) => !!s.header?.companyUuid);
  // Where real-name authentication is done and seen, in the session's context; an enterprise's
  // authentication waiting for the amount continues on the amount page.
  const authenticate = usePagePath(enterprise ? 'eAuthSelect' : 'pAuthRealNameList');
  const results = usePagePath(enterprise ? 'eAuthResults' : 'pAuthResults');
  const amount = usePagePath('bankAuthSubmit');
  const seen = status === realNameStatus.passed || status === realNameStatus.underReview;
  const next = step === 'awaitingAmount' && amount ? amount : seen ? results : authenticate;
  // A card shows only what the session may see: the summary answers null for a page the role does
  // not include; until it answers, the menu's permissions decide.
  const servicesPath = usePagePath('myServiceList');
  const paymentPath = usePagePath('payment');
  const workOrdersPath = usePagePath('myWorkOrder');
  const couponsPath = usePagePath('myDiscountList');
  const invoicesPath = usePagePath('myInvoiceList');
  const signFlowsPath = usePagePath('mySignFlows');
  const shows = (figure: object | null | undefined, path: string | null) => (data ? figure !== null : path !== null);
  const nextLabel =
    step === 'awaitingAmount' && amount ? 'dashboard.enterAmount' : seen ? 'dashboard.viewDetails' : 'dashboard.authenticateNow';
  return (
    <div>
      <h2 style={{ marginTop: 0, fontSize: 22, fontWeight: 600 }}>{t('dashboard.welcome', { name: userName })}</h2>
      {error && <Alert type="error" showIcon message={error.message} style={{ marginBottom: 16 }} />}
      {invited && (
        <Suspense fallback={null}>
          <div style={{ marginBottom: 16 }}>
            <InvitationsNotice />
          </div>
        </Suspense>
      )}
      {data && data.quotaAlerts.length > 0 && (
        <Suspense fallback={null}>
          <div style={{ marginBottom: 16 }}>
            <QuotaAlertsNotice alerts={data.quotaAlerts} />
          </div>
        </Suspense>
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <DashCard
            title={<CardTitle icon={<AuditOutlined />} title={t('dashboard.realName')} />}
            extra={
              data &&
              next && (
                <Link to={next} data-testid="realname-next">
                  {t(nextLabel)}
                </Link>
              )
            }
            loading={loading}
          >
            {/* Under review, an enterprise's tag says what it waits for: the amount is the applicant's move, not a review. */}
            <Tag
              color={step ? realNameColour(status, step) : statusColour[status]}
              data-testid="realname-status"
              style={{ fontSize: 14, padding: '4px 10px' }}
            >
              {step ? t(`enterprise.step.${step}`) : t(`dashboard.realNameStatus.${statusKey[status] ?? 'notAuthenticated'}`)}
            </Tag>
            <p style={{ marginTop: 12, marginBottom: 0, color: 'rgba(0, 0, 0, 0.65)' }}>
              {step
                ? t(`dashboard.stepHint.${step}`)
                : status === realNameStatus.underReview
                  ? t('dashboard.reviewHint')
                  : data?.realName.checkedAt
                    ? dayjs(data.realName.checkedAt).format('YYYY-MM-DD HH:mm')
                    : ''}
            </p>
          </DashCard>
        </Col>
        {signFlowsPath && (
          <Col xs={24} md={12} lg={8}>
            <DashCard
              title={<CardTitle icon={<EditOutlined />} title={t('dashboard.waitingSignature')} />}
              extra={<PageLink code="mySignFlows" search="?tab=waiting" testId="card-link-waiting-signature" />}
            >
              <Figure
                label={t('dashboard.flowsToSign')}
                value={
                  <Suspense fallback="–">
                    <WaitingCount testId="waiting-signature-count" />
                  </Suspense>
                }
                testId="waiting-signature"
              />
            </DashCard>
          </Col>
        )}
        {shows(data?.usage, servicesPath) && (
          <Col xs={24} lg={16}>
            <SummaryCard
              title={t('dashboard.productUsage')}
              extra={
                <span style={{ display: 'inline-flex', gap: 16 }}>
                  <PageLink code="myServiceStatistics" label={t('dashboard.usageStatistics')} />
                  <PageLink code="myServiceList" />
                </span>
              }
              icon={<AppstoreOutlined />}
              loading={loading}
              figures={[
                { label: t('dashboard.servicesInEffect'), value: data?.usage?.servicesInEffect ?? 0, testId: 'services-in-effect' },
                { label: t('dashboard.callsThisMonth'), value: data?.usage?.callsThisMonth ?? 0, testId: 'calls-this-month' },
              ]}
            />
          </Col>
        )}
        {shows(data?.ordersToPay, paymentPath) && (
          <Col xs={24} md={12} lg={8}>
            <SummaryCard
              title={t('dashboard.ordersToPay')}
              extra={<PageLink code="payment" search="?status=toBePaid" testId="card-link-orders-to-pay" />}
              icon={<ShoppingCartOutlined />}
              loading={loading}
              figures={[
                { label: t('dashboard.orders'), value: data?.ordersToPay?.count ?? 0, testId: 'orders-to-pay' },
                { label: t('dashboard.amount'), value: `¥${formatFen(data?.ordersToPay?.amountFen ?? 0)}`, testId: 'orders-to-pay-amount' },
              ]}
            />
          </Col>
        )}
        {shows(data?.workOrders, workOrdersPath) && (
          <Col xs={24} md={12} lg={8}>
            <SummaryCard
              title={t('dashboard.workOrders')}
              extra={<PageLink code="myWorkOrder" />}
              icon={<CustomerServiceOutlined />}
              loading={loading}
              figures={[
                { label: t('dashboard.workOrdersOpen'), value: data?.workOrders?.open ?? 0, testId: 'work-orders-open' },
                { label: t('dashboard.workOrdersResolved'), value: data?.workOrders?.resolved ?? 0, testId: 'work-orders-resolved' },
              ]}
            />
          </Col>
        )}
        {shows(data?.ordersToClose, paymentPath) && (
          <Col xs={24} md={12} lg={8}>
            <SummaryCard
              title={t('dashboard.ordersToClose')}
              extra={<PageLink code="payment" search="?status=toBeClosed" testId="card-link-orders-to-close" />}
              icon={<StopOutlined />}
              loading={loading}
              figures={[{ label: t('dashboard.orders'), value: data?.ordersToClose?.count ?? 0, testId: 'orders-to-close' }]}
            />
          </Col>
        )}
        {shows(data?.coupons, couponsPath) && (
          <Col xs={24} md={12} lg={12}>
            <SummaryCard
              title={t('dashboard.coupons')}
              extra={<PageLink code="myDiscountList" />}
              icon={<GiftOutlined />}
              loading={loading}
              figures={[
                { label: t('dashboard.couponsAvailable'), value: data?.coupons?.available ?? 0, testId: 'coupons-available' },
                { label: t('dashboard.couponsExpiring'), value: data?.coupons?.expiringSoon ?? 0, testId: 'coupons-expiring' },
              ]}
            />
          </Col>
        )}
        {shows(data?.invoices, invoicesPath) && (
          <Col xs={24} md={24} lg={12}>
            <SummaryCard
              title={t('dashboard.invoices')}
              extra={<PageLink code="myInvoiceList" />}
              icon={<FileTextOutlined />}
              loading={loading}
              figures={[
                { label: t('dashboard.invoicesRequested'), value: data?.invoices?.requested ?? 0, testId: 'invoices-requested' },
                { label: t('dashboard.invoicesIssued'), value: data?.invoices?.issued ?? 0, testId: 'invoices-issued' },
                {
                  label: t('dashboard.invoiceableAmount'),
                  value: `¥${formatFen(data?.invoices?.invoiceableFen ?? 0)}`,
                  testId: 'invoiceable-amount',
                },
              ]}
            />
          </Col>
        )}
      </Row>
    </div>
  );
}
