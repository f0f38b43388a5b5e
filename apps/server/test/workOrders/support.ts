import { workOrdersRoutes } from '@console/contract';
import { consoleHeaders, type TestApp } from '../support/harness.js';

/** Helpers of the work-order tests. */

export const path = (route: { path: string }, id = '') => `/webgate${route.path.replace(':id', id).replace(':fileId', id)}`;

/** Moves the clock (hours, days) while everyone stays signed in, as if they had kept working. */
export async function advanceKeepingSessions(t: TestApp, ms: number): Promise<void> {
  t.clock.advance(ms);
  const now = t.clock.now();
  const fresh = { last_seen_at: now, absolute_expires_at: now + 12 * 60 * 60_000 };
  await t.db.updateTable('sessions').set(fresh).execute();
  await t.db.updateTable('operator_sessions').set(fresh).execute();
}

/** An attachment uploaded as the console's FormData sends it (its name and one file). */
export async function uploadAs(
  t: TestApp,
  cookie: string,
  file: { bytes: Buffer; name: string; type: string },
  options: { ops?: boolean; language?: 'en' | 'zh' } = {},
) {
  const form = new FormData();
  form.append('name', file.name);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: path(options.ops ? workOrdersRoutes.opsUpload : workOrdersRoutes.upload),
    headers: {
      ...consoleHeaders,
      'Accept-Language': options.language ?? 'en',
      'content-type': request.headers.get('content-type')!,
      cookie,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return Object.assign(res, { json: () => JSON.parse(res.body) as { code: number; msg: string; data: any } });
}

export const newOrder = (extra: Record<string, unknown> = {}) => ({
  service: 'phone3',
  category: 'fault',
  title: 'Calls fail',
  description: 'Every phone3 call answers a failure since this morning.\nRequest below.',
  ...extra,
});
