import type { EnterpriseApplicationView } from '@console/contract';
import { Descriptions, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { Countdown } from './Countdown';
import { dateTime } from './labels';

/** Submitted, remitted (or on its way, within 2 hours), the 72-hour deadline with a live countdown, attempts left. */
export function RemittanceTimeline({ application }: { application: EnterpriseApplicationView }) {
  const { t } = useTranslation();
  const r = application.remittance;
  if (!r) return null;
  const open = application.status === 'awaitingAmount';
  return (
    <>
      <Timeline
        data-testid="remittance-timeline"
        items={[
          { color: 'green', content: `${dateTime(application.submittedAt)} · ${t('enterpriseAuth.amount.submitted')}` },
          r.remittedAt
            ? {
                color: 'green',
                content: `${dateTime(r.remittedAt)} · ${t('enterpriseAuth.amount.remitted', { account: application.bankAccount ?? '' })}`,
              }
            : {
                color: 'blue',
                loading: application.status === 'remitting',
                content: t('enterpriseAuth.amount.remitting', { time: dateTime(r.remitDueAt) }),
              },
          ...(r.amountDeadlineAt
            ? [
                {
                  color: open ? 'blue' : 'gray',
                  content: (
                    <>
                      {t('enterpriseAuth.amount.deadline', { time: dateTime(r.amountDeadlineAt) })}
                      {open && <Countdown deadline={r.amountDeadlineAt} title={t('enterpriseAuth.amount.left')} />}
                    </>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        size="small"
        items={[
          {
            key: 'left',
            label: t('enterpriseAuth.amount.attemptsLeft'),
            children: <span data-testid="attempts-left">{r.attemptsLeft}</span>,
          },
          { key: 'last', label: t('enterpriseAuth.amount.lastAmount'), children: r.lastAmount ?? '—' },
        ]}
      />
    </>
  );
}
