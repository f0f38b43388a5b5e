import { dashboardRoutes as r } from '@console/contract/dashboard/routes';
import { call } from '../../api/http';

type Summary = Awaited<ReturnType<typeof askSummary>>;
const askSummary = () => call(r.summary);

/** The summary asked for as the home page's chunks load (`startSummary`), taken by the page's first query. */
let started: Promise<Summary> | undefined;
let startedAt = 0;
/** An answer older than this is not shown as the page's first figures (the page was not opened then). */
const freshMs = 10_000;

/**
 * Asks for the summary now, beside the home page's chunks and the account calls, instead of after the
 * page's first render (a round trip a phone's first load waited for). Quiet: a failure is asked again
 * by the page, which then shows it.
 */
export function startSummary(): void {
  if (started && Date.now() - startedAt < freshMs) return;
  startedAt = Date.now();
  started = call(r.summary, { quiet: true });
  started.catch(() => undefined);
}

export const dashboardApi = {
  summary: (): Promise<Summary> => {
    const early = started && Date.now() - startedAt < freshMs ? started : undefined;
    started = undefined;
    return early ? early.catch(askSummary) : askSummary();
  },
};
