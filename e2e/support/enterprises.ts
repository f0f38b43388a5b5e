import path from 'node:path';
import { requiredHeaders } from '@console/contract';
import type { APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { baseURL, dataDir } from './server';

/**
 * An enterprise created by the signed-in person behind `request` (its master, the session switched
 * into it), marked authenticated in the database: enterprise authentication has journeys of its own
 * (enterprise.spec.ts). The name has no digits — messages naming the enterprise are read for their
 * one number, the code — and is unique per call: `杭州<six Chinese digits><suffix>`.
 */
export async function authenticatedEnterprise(request: APIRequestContext, suffix: string): Promise<{ id: string; name: string }> {
  const name = `杭州${[...Date.now().toString().slice(-6)].map((d) => '零一二三四五六七八九'[Number(d)]).join('')}${suffix}`;
  const res = await request.post(`${baseURL}/webgate/console/enterprise/create`, {
    data: { name },
    headers: { ...requiredHeaders, 'Accept-Language': 'en' },
  });
  const body = (await res.json()) as { code: number; msg: string; data: { id: string } };
  if (body.code !== 0) throw new Error(`enterprise/create: ${body.code} ${body.msg}`);
  const db = new Database(path.join(dataDir, 'console.db'));
  try {
    db.prepare('update enterprises set real_name_status = 2, check_status = 2, passed_at = ? where id = ?').run(Date.now(), body.data.id);
  } finally {
    db.close();
  }
  return { id: body.data.id, name };
}

/** The member id of the account named `userName` in the enterprise (a grant names the member). */
export function memberIdOf(enterpriseId: string, userName: string): string {
  const db = new Database(path.join(dataDir, 'console.db'), { readonly: true });
  try {
    const row = db
      .prepare('select m.id from members m join users u on u.id = m.user_id where m.enterprise_id = ? and u.account_name = ?')
      .get(enterpriseId, userName) as { id: string } | undefined;
    if (!row) throw new Error(`${userName} is no member of ${enterpriseId}`);
    return row.id;
  } finally {
    db.close();
  }
}
