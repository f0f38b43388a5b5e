import { certificatesRoutes as r } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { type Db, createDatabase } from '../../src/db/database.js';
import { type TestApp, consoleHeaders, databases, proveOperation, startTestApp } from '../support/harness.js';
import { type Person, people, phoneAuth, signedInPerson } from '../support/real-name-helpers.js';
import { openssl, pki } from './support.js';

const revokePath = (id: string) => r.revoke.path.replace(':id', id);

/**
 * On both databases: revocations at the same moment, through two app instances sharing the
 * database (as two server processes would), all reach the published CRL, read by openssl.
 */
describe.each(databases)('the CRL under concurrent revocations on %s', (kind) => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondDb: Db;
  let p: Person;
  beforeAll(async () => {
    t = await startTestApp(kind);
    // Two instances are two processes' worth only on PostgreSQL. On SQLite (one process by rule: several are refused
    // at start) a second connection in this one thread would wait on the first's write lock synchronously, inside
    // better-sqlite3's busy wait, while the first cannot go on: "database is locked" after 5 s, a test artefact.
    // There the one instance takes the revocations at once, interleaving at every await as a busy server does.
    secondDb = kind === 'sqlite' ? t.db : createDatabase(t.config.database);
    second = kind === 'sqlite' ? t.app : await buildApp(t.config, { clock: t.clock, db: secondDb, logger: false });
    await second.ready();
    p = await signedInPerson(t);
    expect((await phoneAuth(t, p, people.zhang)).json().code).toBe(0);
  });
  afterAll(async () => {
    if (second !== t.app) {
      await second.close();
      await secondDb.destroy();
    }
    await t.close();
  });

  it('publishes a CRL holding every revocation made at once, and never an older one over a newer', async () => {
    const issued: { id: string; serial: string }[] = [];
    for (let i = 0; i < 8; i++) {
      const res = (await p.post(r.apply.path, { certType: 3, algorithm: 0, validity: 0, keyOrigin: 'platform' })).json();
      expect(res.code, JSON.stringify(res)).toBe(0);
      issued.push(res.data);
    }
    // Revoking is a protected act: the session has just proved its second factor.
    await proveOperation(t, p.cookie);
    const answers = await Promise.all(
      issued.map((c, i) =>
        (i % 2 ? second : t.app).inject({
          method: 'POST',
          url: `/webgate${revokePath(c.id)}`,
          headers: {
            ...consoleHeaders,
            cookie: p.cookie,
            'content-type': 'application/json',
          },
          payload: JSON.stringify({ reason: 1 }),
        }),
      ),
    );
    for (const answer of answers) expect(answer.json().code, answer.body).toBe(0);
    const crl = openssl({ 'crl.der': await pki(t, 'rsa', 'issuing', 'crl') }, [
      'crl',
      '-inform',
      'DER',
      '-in',
      'crl.der',
      '-noout',
      '-text',
    ]);
    expect(crl.ok, crl.out).toBe(true);
    for (const c of issued) expect(crl.out, c.serial).toContain(c.serial.toUpperCase());
    // The stored CRL is the highest-numbered one taken.
    const authority = await t.db
      .selectFrom('ca_authorities')
      .select(['crl_number', 'crl_published_number'])
      .where('role', '=', 'issuing')
      .where('algorithm', '=', 0)
      .executeTakeFirstOrThrow();
    expect(Number(authority.crl_published_number)).toBe(Number(authority.crl_number));
    expect(crl.out).toMatch(new RegExp(`X509v3 CRL Number: *\\n *${Number(authority.crl_number)}\\b`));
  });
});
