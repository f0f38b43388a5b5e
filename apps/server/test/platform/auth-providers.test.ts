import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { problemOf } from '../../src/platform/delivery.js';
import { ManualClock } from '../../src/platform/clock.js';
import { createMailProvider } from '../../src/providers/mail.js';
import { SmsDeliveryError, createSmsProvider } from '../../src/providers/sms.js';
import { client, uniqueEmail, uniquePhone } from '../support/auth-helpers.js';
import { startTestApp } from '../support/harness.js';

const secret = 'a-webhook-secret-of-some-length';

interface Received {
  body: string;
  signature: string | undefined;
  contentType: string | undefined;
}

/** A local SMS gateway: answers each request with the next status of `statuses` (then 200). */
async function gateway(statuses: number[]) {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: req.headers['x-signature'] as string | undefined,
        contentType: req.headers['content-type'],
      });
      res.statusCode = statuses.shift() ?? 200;
      res.end('ok');
      waiters.splice(0).forEach((w) => w());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    /** Resolves once `count` requests have arrived (the app sends some messages without waiting). */
    until: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (received.length >= count ? resolve() : waiters.push(check));
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const hmac = (body: string) => createHmac('sha256', secret).update(body).digest('hex');

describe('SMS webhook', () => {
  let gw: Awaited<ReturnType<typeof gateway>> | undefined;
  afterEach(async () => {
    await gw?.close();
    gw = undefined;
  });
  const provider = (url: string) =>
    createSmsProvider({ webhook: { url, secret }, dataDir: os.tmpdir() }, new ManualClock(), { retryDelaysMs: [5, 5] });

  it('posts {to,text,purpose} signed with HMAC-SHA256 of the raw body, and retries a failed delivery', async () => {
    gw = await gateway([503]);
    await provider(gw.url).send({ to: '13800000000', text: 'Your code is 123456', purpose: 'login' });
    expect(gw.received).toHaveLength(2);
    for (const r of gw.received) {
      expect(r.contentType).toBe('application/json');
      expect(r.signature).toBe(hmac(r.body));
      expect(JSON.parse(r.body)).toEqual({ to: '13800000000', text: 'Your code is 123456', purpose: 'login' });
    }
  });

  it('gives up after 3 tries, and does not retry a message the gateway refused', async () => {
    gw = await gateway([500, 502, 503, 504]);
    await expect(provider(gw.url).send({ to: '13800000000', text: 'x', purpose: 'login' })).rejects.toMatchObject({
      name: 'SmsDeliveryError',
      tries: 3,
    });
    expect(gw.received).toHaveLength(3);
    await gw.close();
    gw = await gateway([400]);
    const refused = provider(gw.url).send({ to: '13800000000', text: 'x', purpose: 'login' });
    await expect(refused).rejects.toBeInstanceOf(SmsDeliveryError);
    expect(gw.received).toHaveLength(1);
  });

  it('carries the app’s codes: registration waits for delivery, sign-in codes go out in the background', async () => {
    gw = await gateway([500]);
    const t = await startTestApp('sqlite', { SMS_WEBHOOK_URL: gw.url, SMS_WEBHOOK_SECRET: secret, TRUST_PROXY: 'true' });
    try {
      const c = client(t);
      const email = uniqueEmail();
      await c.withCaptcha('/base/user/register/emailCode', { email, agree: true }, { language: 'zh' });
      const mail = fs.readdirSync(path.join(t.dataDir, 'outbox', 'mail'));
      const code = /\b(\d{6})\b/.exec(JSON.parse(fs.readFileSync(path.join(t.dataDir, 'outbox', 'mail', mail[0]!), 'utf8')).text)![1]!;
      const { ticket } = (await c.post('/base/user/register/verifyEmail', { email, code })).json().data;
      const phone = uniquePhone();
      const sent = await c.withCaptcha('/base/user/register/smsCode', { ticket, phone }, { language: 'zh' });
      expect(sent.json().code).toBe(0);
      // The first try failed (500), the retry delivered; nothing went to the outbox.
      expect(gw.received).toHaveLength(2);
      const delivered = JSON.parse(gw.received[1]!.body);
      expect(delivered).toMatchObject({ to: phone, purpose: 'register' });
      expect(delivered.text).toMatch(/注册验证码为 \d{6}/);
      expect(gw.received[1]!.signature).toBe(hmac(gw.received[1]!.body));
      expect(fs.existsSync(path.join(t.dataDir, 'outbox', 'sms'))).toBe(false);

      const smsCode = /\b(\d{6})\b/.exec(delivered.text)![1]!;
      const done = await c.post('/base/user/register', {
        ticket,
        userName: 'webhookuser',
        phone,
        code: smsCode,
        password: 'secret9x7',
        confirmPassword: 'secret9x7',
        agree: true,
      });
      expect(done.json().code).toBe(0);
      // One code a minute to a phone, whatever it is for.
      t.clock.advance(60_000);
      expect((await c.withCaptcha('/base/user/smsCode/login', { phone })).json().code).toBe(0);
      await gw.until(3);
      const login = JSON.parse(gw.received[2]!.body);
      expect(login).toMatchObject({ to: phone, purpose: 'login' });
      // The account was registered in Chinese: its messages stay in Chinese.
      expect(login.text).toMatch(/登录验证码为 \d{6}/);
    } finally {
      await t.close();
    }
  });
});

describe('delivery failures', () => {
  it('are answered with sendFailed when the person waits for the message', async () => {
    const gw = await gateway([400]);
    const t = await startTestApp('sqlite', { SMS_WEBHOOK_URL: gw.url, SMS_WEBHOOK_SECRET: secret, TRUST_PROXY: 'true' });
    try {
      const c = client(t);
      const email = uniqueEmail();
      await c.withCaptcha('/base/user/register/emailCode', { email, agree: true });
      const dir = path.join(t.dataDir, 'outbox', 'mail');
      const code = /\b(\d{6})\b/.exec(JSON.parse(fs.readFileSync(path.join(dir, fs.readdirSync(dir)[0]!), 'utf8')).text)![1]!;
      const { ticket } = (await c.post('/base/user/register/verifyEmail', { email, code })).json().data;
      const res = await c.withCaptcha('/base/user/register/smsCode', { ticket, phone: uniquePhone() });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 1002015, msg: 'The message could not be sent, please try again later' });
    } finally {
      await t.close();
      await gw.close();
    }
  });

  it('are logged without the recipient in the clear', () => {
    const logged = problemOf(new Error('550 5.1.1 <someone.else@example.com>: Recipient rejected; SMS to 13812345678 failed'));
    expect(logged).not.toContain('someone.else@example.com');
    expect(logged).not.toContain('13812345678');
    expect(logged).toContain('s***@example.com');
    expect(logged).toContain('138****5678');
  });
});

/** A minimal SMTP server: enough of RFC 5321 for one client to hand over messages. */
async function smtpServer() {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          messages.push(current);
          current = { from: '', to: [], data: '' };
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line);
        if (verb === 'DATA') inData = true;
        if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(verb === 'DATA' ? '354 go on\r\n' : '250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, messages, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('mail', () => {
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  beforeAll(async () => {
    smtp = await smtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('goes over SMTP when SMTP_URL is set', async () => {
    const mail = createMailProvider(
      { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'no-reply@console.test', dataDir: os.tmpdir() },
      new ManualClock(),
    );
    expect(mail.kind).toBe('smtp');
    await mail.send({ to: 'person@example.com', subject: 'Verify', text: 'Your verification code is 123456.', purpose: 'register' });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.from).toContain('no-reply@console.test');
    expect(smtp.messages[0]!.to[0]).toContain('person@example.com');
    expect(smtp.messages[0]!.data).toContain('Subject: Verify');
    expect(smtp.messages[0]!.data).toContain('Your verification code is 123456.');
  });

  it('otherwise writes one JSON file per message under DATA_DIR/outbox/mail', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    try {
      const clock = new ManualClock();
      const mail = createMailProvider({ mailFrom: 'x@y.z', dataDir }, clock);
      await mail.send({ to: 'a@example.com', subject: 'S', text: 'T', purpose: 'reset' });
      const files = fs.readdirSync(path.join(dataDir, 'outbox', 'mail'));
      expect(files).toHaveLength(1);
      const stored = JSON.parse(fs.readFileSync(path.join(dataDir, 'outbox', 'mail', files[0]!), 'utf8'));
      expect(stored).toEqual({
        id: files[0]!.replace('.json', ''),
        to: 'a@example.com',
        subject: 'S',
        text: 'T',
        purpose: 'reset',
        createdAt: clock.now(),
      });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
