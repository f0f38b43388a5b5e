import type { UsageCounts } from '@console/contract';
import { type Language, translate } from '@console/phrases';
import { writeOperationLog } from '../../platform/audit.js';
import type { Deps } from '../../platform/context.js';
import { enterpriseOf } from '../../platform/tenant.js';
import { writeWorkbookOffThread } from '../../platform/workers.js';
import type { WriteSheet } from '../../platform/xlsx.js';
import { type StatisticsInput, appStatistics, serviceStatistics } from './service.js';

/**
 * The statistics a page shows, as xlsx — the same query, so the file says what the
 * screen said. At most 366 period rows and a row per service or application: built in memory, written
 * in the worker pool so the request path never runs exceljs.
 */

const counts = (c: UsageCounts) => [String(c.calls), String(c.successes), String(c.failures)];

function periodSheet(lang: Language, input: StatisticsInput, days: (UsageCounts & { day: string })[], totals: UsageCounts): WriteSheet {
  const t = (key: string) => translate(lang, key);
  return {
    name: t(input.view === 'month' ? 'statistics.perMonth' : 'statistics.perDay'),
    header: [
      t(input.view === 'month' ? 'statistics.month' : 'statistics.day'),
      t('statistics.calls'),
      t('statistics.successes'),
      t('statistics.failures'),
    ],
    rows: [...days.map((d) => [d.day, ...counts(d)]), [t('statistics.total'), ...counts(totals)]],
    widths: [14, 12, 12, 12],
  };
}

async function logged(deps: Deps, input: StatisticsInput, action: 'servicesExport' | 'appsExport', sheets: WriteSheet[]): Promise<Buffer> {
  const bytes = await writeWorkbookOffThread(sheets);
  const { caller } = input;
  await writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId: enterpriseOf(caller.user),
    service: 'statistics',
    action,
    phrase: { key: `statistics.${action}`, params: { month: input.month } },
    content: [input.month, input.view ?? 'day', input.serviceCode, input.appId, input.outcome].filter(Boolean).join(', '),
    ip: caller.ip,
  });
  return bytes;
}

export async function exportServiceStatistics(deps: Deps, input: StatisticsInput): Promise<Buffer> {
  const { lang } = input.caller;
  const t = (key: string) => translate(lang, key);
  const s = await serviceStatistics(deps, input);
  return logged(deps, input, 'servicesExport', [
    periodSheet(lang, input, s.days, s.totals),
    {
      name: t('statistics.perService'),
      header: [
        t('statistics.service'),
        t('statistics.calls'),
        t('statistics.successes'),
        t('statistics.failures'),
        t('statistics.remaining'),
      ],
      rows: s.services.map((r) => [
        t(`services.serviceName.${r.serviceCode}`),
        ...counts(r),
        r.remaining === null ? t('statistics.unlimited') : String(r.remaining),
      ]),
      widths: [24, 12, 12, 12, 16],
    },
  ]);
}

export async function exportAppStatistics(deps: Deps, input: StatisticsInput): Promise<Buffer> {
  const { lang } = input.caller;
  const t = (key: string) => translate(lang, key);
  const s = await appStatistics(deps, input);
  return logged(deps, input, 'appsExport', [
    periodSheet(lang, input, s.days, s.totals),
    {
      name: t('statistics.perApp'),
      header: [t('statistics.app'), t('statistics.calls'), t('statistics.successes'), t('statistics.failures')],
      rows: s.apps.map((a) => [a.name ?? t('statistics.unknownApp'), ...counts(a)]),
      widths: [28, 12, 12, 12],
    },
  ]);
}
