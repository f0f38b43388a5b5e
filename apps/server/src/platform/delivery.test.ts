import { describe, expect, it } from 'vitest';
import { messageText, messageTime, noticeTo } from './delivery.js';
import { isTimeZone } from './time-zone.js';

const at = Date.UTC(2026, 10, 21, 18, 30);

describe('message times', () => {
  it('are in Asia/Shanghai unless the person’s zone is known, with the offset', () => {
    expect(messageTime(at)).toBe('2026-11-22 02:30 GMT+8');
    expect(messageTime(at, null)).toBe('2026-11-22 02:30 GMT+8');
    expect(messageTime(at, 'America/New_York')).toBe('2026-11-21 13:30 GMT-5');
    expect(messageTime(at, 'UTC')).toBe('2026-11-21 18:30 UTC');
    expect(messageTime(at, 'Not/AZone')).toBe('2026-11-22 02:30 GMT+8');
  });

  it('accept only zones the runtime knows, in IANA spelling', () => {
    for (const zone of ['Asia/Shanghai', 'Europe/Berlin', 'UTC', 'America/Argentina/Buenos_Aires'])
      expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['Mars/Olympus', '', 'Asia/Shanghai\u0000', '../etc', 'x'.repeat(80), 42])
      expect(isTimeZone(zone), String(zone)).toBe(false);
  });
});

describe('message texts', () => {
  it('let a value that ends a sentence take the template’s full stop', () => {
    const text = messageText('en', 'messages.enterpriseRemittedSms', {
      appName: 'eSign',
      bankAccount: '6222****6789',
      enterpriseName: 'Acme Co., Ltd.',
    });
    expect(text).toContain('of Acme Co., Ltd. Enter it');
    expect(messageText('zh', 'messages.realNameRejectedSms', { appName: 'e', userName: 'u', time: 't', note: '视频太暗。' })).toContain(
      '原因：视频太暗。您可在',
    );
    expect(messageText('en', 'messages.realNameRejectedSms', { appName: 'e', userName: 'u', time: 't', note: 'too dark' })).toContain(
      'Reason: too dark. You can',
    );
  });

  it('never read a value as a template: a note holding {{code}} stays as typed', () => {
    const text = messageText('en', 'messages.realNameRejectedSms', {
      appName: 'e',
      userName: 'u',
      time: 't',
      note: 'see {{code}} and {{appName}}',
    });
    expect(text).toContain('Reason: see {{code}} and {{appName}}. You can');
  });

  it('say 1 day and 2 days in en, by the number they count (zh has one form)', () => {
    const params = (days: number) => ({ appName: 'e', serial: '0A', owner: 'Li', days, time: 't' });
    expect(messageText('en', 'messages.certificateExpirySms', params(1))).toContain('expires in 1 day, at t.');
    expect(messageText('en', 'messages.certificateExpirySms', params(2))).toContain('expires in 2 days, at t.');
    expect(messageText('en', 'messages.certificateExpiryEmail.subject', params(1))).toBe('e: your certificate expires in 1 day');
    expect(messageText('en', 'messages.certificateExpiryEmail.text', params(2))).toContain('expires in 2 days, at t.');
    expect(messageText('zh', 'messages.certificateExpirySms', params(1))).toContain('将在 1 天后（t）到期');
  });

  it('build a notice in the person’s language and zone', () => {
    const notice = noticeTo(
      { language: 'zh', time_zone: 'Europe/Berlin', phone: '13800000001', email: null },
      { fallback: 'en', purpose: 'p', sms: 'realNamePassedSms', mail: 'realNamePassedEmail', params: { userName: 'wang' }, at },
    );
    expect(notice).toMatchObject({ channel: 'sms', to: '13800000001' });
    expect(notice!.text).toContain('2026-11-21 19:30 GMT+1');
    expect(notice!.text).toContain('实名认证');
  });
});
