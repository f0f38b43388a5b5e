import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { passwordPolicy } from './constants.js';
import { contrastRatio, safeLocalPath } from './contrast.js';
import { websiteConfigSchema } from './site/schemas.js';
import { defaultWebsiteConfig } from './site-defaults.js';
import { type IssueLike, issuePhrase } from './issues.js';
import {
  emailOrPhone,
  fieldSchemas,
  filterSpecialCharacters,
  isValidCreditCode,
  isValidIdNumber,
  isValidMonthRange,
  isValidOrgCode,
  isValidPassword,
  isIdNumberShape,
  appAbbreviationPattern,
  bankCardPattern,
  emailPattern,
  moneyPattern,
  phonePattern,
} from './validators.js';

/** The phrase keys a schema reports for a value, in order: what the form and the server show. */
function messages(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error!.issues.map((i) => i.message);
}

/** Every other character the check position could hold, so a single wrong check character is caught. */
function withOtherCheckCharacters(code: string, alphabet: string): string[] {
  const last = code.at(-1)!;
  return [...alphabet].filter((c) => c !== last).map((c) => code.slice(0, -1) + c);
}

describe('resident ID number (GB 11643)', () => {
  // Both are the worked examples printed in GB 11643-1999.
  const published = ['11010519491231002X', '440524188001010014'];

  it.each(published)('accepts the published number %s', (id) => {
    expect(isValidIdNumber(id)).toBe(true);
  });

  it('accepts a lowercase x as the check character', () => {
    expect(isValidIdNumber('11010519491231002x')).toBe(true);
  });

  it.each(published)('rejects %s with any other check character', (id) => {
    for (const wrong of withOtherCheckCharacters(id, '0123456789X')) expect(isValidIdNumber(wrong), wrong).toBe(false);
  });

  it('rejects a changed body digit even when the check character is kept', () => {
    expect(isValidIdNumber('11010519491231003X')).toBe(false);
  });

  it('accepts a 15-digit legacy number, which has no check digit', () => {
    expect(isValidIdNumber('110105491231002')).toBe(true);
  });

  it.each([
    ['17 digits plus Y', '11010519491231002Y'],
    ['16 digits', '1101051949123100'],
    ['17 digits', '11010519491231002'],
    ['19 digits', '1101051949123100201'],
    ['X in the middle', '1101051949X231002X'],
    ['a space', '11010519491231002 '],
    ['empty', ''],
  ])('rejects %s', (_, id) => {
    expect(isValidIdNumber(id)).toBe(false);
  });

  it('shape check of §5 alone allows any check digit, the checksum is separate', () => {
    expect(isIdNumberShape('110105194912310021')).toBe(true);
    expect(isValidIdNumber('110105194912310021')).toBe(false);
  });
});

describe('unified social credit code (GB 32100)', () => {
  const published = [
    '91350100M000100Y43', // the example of GB 32100-2015 appendix
    '914403001922038216', // Huawei Technologies Co., Ltd., public business registration
    '91110108551385082Q', // Xiaomi Technology Co., Ltd., public business registration
  ];
  const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';

  it.each(published)('accepts the published code %s', (code) => {
    expect(isValidCreditCode(code)).toBe(true);
  });

  it.each(published)('rejects %s with any other check character', (code) => {
    for (const wrong of withOtherCheckCharacters(code, alphabet)) expect(isValidCreditCode(wrong), wrong).toBe(false);
  });

  it.each(published)('the subject identifier inside %s is itself a valid organization code', (code) => {
    expect(isValidOrgCode(code.slice(8, 17))).toBe(true);
  });

  it.each(['I', 'O', 'Z', 'S', 'V'])('letter %s is outside the alphabet: no check character makes a code with it valid', (letter) => {
    const body = `91350100M000100${letter}4`;
    for (const check of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') expect(isValidCreditCode(body + check), body + check).toBe(false);
  });

  it.each([
    ['lowercase letters', '91350100m000100y43'],
    ['17 characters', '91350100M000100Y4'],
    ['19 characters', '91350100M000100Y431'],
    ['a hyphen', '91350100-M000100Y4'],
    ['empty', ''],
  ])('rejects %s', (_, code) => {
    expect(isValidCreditCode(code)).toBe(false);
  });
});

describe('organization code (GB 11714)', () => {
  it('computes X for the worked example D2143569 of GB 11714 appendix B', () => {
    expect(isValidOrgCode('D2143569-X')).toBe(true);
    expect(isValidOrgCode('D2143569X')).toBe(true);
  });

  it('rejects D2143569-1: its check character is X, not 1', () => {
    expect(isValidOrgCode('D2143569-1')).toBe(false);
  });

  it('rejects every other check character of a valid code', () => {
    for (const wrong of withOtherCheckCharacters('D2143569X', '0123456789X')) expect(isValidOrgCode(wrong), wrong).toBe(false);
    for (const wrong of withOtherCheckCharacters('192203821', '0123456789X')) expect(isValidOrgCode(wrong), wrong).toBe(false);
  });

  it('maps a check value of 11 to 0', () => {
    // 00000000 weighs 0, and 11 - 0 = 11 is written 0; 12345678 weighs 201 ≡ 3 (mod 11), so 11 - 3 = 8.
    expect(isValidOrgCode('00000000-0')).toBe(true);
    expect(isValidOrgCode('12345678-8')).toBe(true);
  });

  it.each([
    ['lowercase', 'd2143569-x'],
    ['a hyphen in the wrong place', 'D-2143569X'],
    ['two hyphens', 'D2143569--X'],
    ['a letter as check other than X', 'D2143569-A'],
    ['7 body characters', 'D214356-X'],
    ['empty', ''],
  ])('rejects %s', (_, code) => {
    expect(isValidOrgCode(code)).toBe(false);
  });
});

describe('phone (§5)', () => {
  it.each(['13800138000', '19912345678', '10000000000'])('accepts %s', (phone) => {
    expect(phonePattern.test(phone)).toBe(true);
  });
  it.each(['23800138000', '1380013800', '138001380001', '1380013800a', '+8613800138000', ''])('rejects %s', (phone) => {
    expect(phonePattern.test(phone)).toBe(false);
  });
  it('reports an empty phone only as empty, and a wrong one as wrong', () => {
    expect(messages(fieldSchemas.phone, '')).toEqual(['phoneRequired']);
    expect(messages(fieldSchemas.phone, '   ')).toEqual(['phoneRequired']);
    expect(messages(fieldSchemas.phone, undefined)).toEqual(['phoneRequired']);
    expect(messages(fieldSchemas.phone, '123')).toEqual(['phoneInvalid']);
    expect(messages(fieldSchemas.phone, ' 13800138000 ')).toEqual([]);
  });
});

describe('email (§5)', () => {
  it.each(['user@example.com', 'first.last@mail.example.cn', 'a-b_c@ex-ample.co', 'x1@y2.museu'])('accepts %s', (email) => {
    expect(emailPattern.test(email)).toBe(true);
  });
  it.each([
    ['a space', 'us er@example.com'],
    ['no @', 'user.example.com'],
    ['no suffix', 'user@example'],
    ['a 1-letter suffix', 'user@example.c'],
    ['a 6-letter suffix', 'user@example.abcdef'],
    ['a leading separator', '.user@example.com'],
    ['two separators in a row', 'us..er@example.com'],
    ['two @', 'a@b@example.com'],
  ])('rejects an address with %s', (_, email) => {
    expect(emailPattern.test(email)).toBe(false);
  });
  it("reports a wrong address with the key 'email' (Wrong format of email address)", () => {
    expect(messages(fieldSchemas.email, 'us er@example.com')).toEqual(['email']);
    expect(messages(fieldSchemas.email, '')).toEqual(['required']);
  });
});

describe('phone or email field (§5)', () => {
  it('is required, then either shape', () => {
    expect(messages(emailOrPhone, '')).toEqual(['emailOrPhoneRequired']);
    expect(messages(emailOrPhone, 'someone')).toEqual(['emailOrPhoneInvalid']);
    expect(messages(emailOrPhone, '13800138000')).toEqual([]);
    expect(messages(emailOrPhone, 'a@b.cn')).toEqual([]);
  });
});

describe('password, one rule for every password set (8-20, two kinds of letters, digits, !#$%^@&*)', () => {
  it.each(['abcd1234', 'Passw0rdX', '12345678a', 'abcdefg!', '1234567#', 'ABCdef123456!@#$%^&*', 'A1b2C3d4E5f6G7h8I9j0'])(
    'accepts %s',
    (pw) => {
      expect(isValidPassword(pw)).toBe(true);
    },
  );
  it.each([
    ['7 characters (the old rule allowed 1)', 'ab!1xyz'],
    ['ab!1, which the change form used to accept', 'ab!1'],
    ['one kind: letters', 'abcdefgh'],
    ['one kind: digits', '12345678'],
    ['one kind: specials', '!#$%^@&*'],
    ['a space', 'abcd 1234'],
    ['a character outside !#$%^@&*', 'abcd1234~'],
    ['21 characters', 'A1b2C3d4E5f6G7h8I9j0k'],
    ['empty', ''],
  ])('rejects %s', (_, pw) => {
    expect(isValidPassword(pw)).toBe(false);
  });
  it("reports the rule's own message key", () => {
    expect(messages(fieldSchemas.password, 'abc')).toEqual(['password']);
    expect(messages(fieldSchemas.password, '12345678')).toEqual(['password']);
    expect(messages(fieldSchemas.password, '')).toEqual(['required']);
  });
  it("accepts what a password manager generates from the inputs' passwordrules (15-20 characters, the three kinds)", () => {
    const lower = 'abcdefghijkmnopqrstuvwxyz';
    const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
    const digits = '23456789';
    const all = lower + upper + digits + passwordPolicy.specials;
    const pick = (set: string) => set[Math.floor(Math.random() * set.length)]!;
    for (let n = 0; n < 200; n++) {
      const length = 15 + (n % 6);
      const chars = [pick(lower), pick(upper), pick(digits), ...Array.from({ length: length - 3 }, () => pick(all))];
      const generated = chars.sort(() => Math.random() - 0.5).join('');
      expect(isValidPassword(generated), generated).toBe(true);
    }
    // Chrome's and Safari's typical shapes: hyphen-free when passwordrules leaves hyphens out.
    for (const generated of ['xK7mP9qL2vN4wRt', 'Tq9#vW2mZp8rXk4b', 'aB3dE5fG7hJ9kL2mN4pQ']) expect(isValidPassword(generated)).toBe(true);
  });
  it('states the same rule to password managers', () => {
    expect(passwordPolicy.rules).toContain(`minlength: ${passwordPolicy.minLength}`);
    expect(passwordPolicy.rules).toContain(`maxlength: ${passwordPolicy.maxLength}`);
    expect(passwordPolicy.rules).toContain(`allowed: [${passwordPolicy.specials}]`);
  });
});

describe('bank card (§5: 16-19 digits)', () => {
  it.each(['6222021234567890', '6222021234567890123'])('accepts %s', (card) => {
    expect(bankCardPattern.test(card)).toBe(true);
  });
  it.each(['622202123456789', '62220212345678901234', '6222 0212 3456 7890', '622202123456789a'])('rejects %s', (card) => {
    expect(bankCardPattern.test(card)).toBe(false);
  });
  it('reports bankCard', () => {
    expect(messages(fieldSchemas.bankCard, '123')).toEqual(['bankCard']);
  });
});

describe('money, the remittance rule (§5: 0 or 1 with at most 2 decimals)', () => {
  it.each(['0', '1', '0.5', '0.01', '0.99', '1.00'])('accepts %s', (amount) => {
    expect(moneyPattern.test(amount)).toBe(true);
  });
  it.each(['2', '1.234', '.5', '01', '-0.5', '1.', '0,5', '10', ''])('rejects %s', (amount) => {
    expect(moneyPattern.test(amount)).toBe(false);
  });
  it('reports money for a wrong amount and amount for a missing one', () => {
    expect(messages(fieldSchemas.money, '1.234')).toEqual(['money']);
    expect(messages(fieldSchemas.money, undefined)).toEqual(['amount']);
  });
});

describe('application abbreviation (§5: 2-6 uppercase letters)', () => {
  it.each(['AB', 'ESIGN', 'ABCDEF'])('accepts %s', (abbr) => {
    expect(appAbbreviationPattern.test(abbr)).toBe(true);
  });
  it.each(['A', 'ABCDEFG', 'Ab', 'A1', 'AB CD', ''])('rejects %s', (abbr) => {
    expect(appAbbreviationPattern.test(abbr)).toBe(false);
  });
  it('reports appAbbreviation', () => {
    expect(messages(fieldSchemas.appAbbreviation, 'ab')).toEqual(['appAbbreviation']);
  });
});

describe('other field lengths of §5', () => {
  it('enterprise abbreviation allows 10 characters, not 11', () => {
    expect(messages(fieldSchemas.enterpriseAbbreviation, '一二三四五六七八九十')).toEqual([]);
    expect(messages(fieldSchemas.enterpriseAbbreviation, '一二三四五六七八九十一')).toEqual(['abbreviation']);
  });
  it('contact name is required and allows 32 characters, not 33', () => {
    expect(messages(fieldSchemas.contactName, '')).toEqual(['required']);
    expect(messages(fieldSchemas.contactName, 'x'.repeat(32))).toEqual([]);
    expect(messages(fieldSchemas.contactName, 'x'.repeat(33))).toEqual(['contactName']);
  });
  it('SMS code is exactly 6 digits, captcha 4 letters or digits', () => {
    expect(messages(fieldSchemas.smsCode, '123456')).toEqual([]);
    expect(messages(fieldSchemas.smsCode, '12345')).toEqual(['smsCode']);
    expect(messages(fieldSchemas.smsCode, '12345a')).toEqual(['smsCode']);
    expect(messages(fieldSchemas.captcha, 'a1B2')).toEqual([]);
    expect(messages(fieldSchemas.captcha, 'a1B')).toEqual(['captcha']);
  });
  it('ID number, credit code and organization code schemas report their own keys', () => {
    expect(messages(fieldSchemas.idNumber, '')).toEqual(['required']);
    expect(messages(fieldSchemas.idNumber, '110105194912310021')).toEqual(['idNumberInvalid']);
    expect(messages(fieldSchemas.creditCode, '91350100M000100Y44')).toEqual(['creditCode']);
    expect(messages(fieldSchemas.orgCode, 'D2143569-1')).toEqual(['orgCode']);
  });
});

describe('month range (§5)', () => {
  const now = new Date(2024, 4, 15); // 15 May 2024

  it('accepts a range within one month, in or before the current one', () => {
    expect(isValidMonthRange(new Date(2024, 4, 1), new Date(2024, 4, 15), now)).toBe(true);
    expect(isValidMonthRange(new Date(2024, 3, 1), new Date(2024, 3, 30), now)).toBe(true);
    expect(isValidMonthRange(new Date(2024, 4, 3), new Date(2024, 4, 3), now)).toBe(true);
  });
  it('rejects a start after the end', () => {
    expect(isValidMonthRange(new Date(2024, 4, 10), new Date(2024, 4, 9), now)).toBe(false);
  });
  it('rejects a range spanning two months, even across a year boundary', () => {
    expect(isValidMonthRange(new Date(2024, 3, 30), new Date(2024, 4, 1), now)).toBe(false);
    expect(isValidMonthRange(new Date(2023, 4, 1), new Date(2024, 4, 1), now)).toBe(false);
  });
  it('rejects a range in a later month', () => {
    expect(isValidMonthRange(new Date(2024, 5, 1), new Date(2024, 5, 2), now)).toBe(false);
  });
});

describe('special-character filter (§5)', () => {
  it('strips ASCII and Chinese punctuation and symbols, keeping letters, digits and spaces', () => {
    expect(filterSpecialCharacters('a,b.c!d@e#f$g%h^i&j*k(l)m')).toBe('abcdefghijklm');
    expect(filterSpecialCharacters('你好，世界！《测试》')).toBe('你好世界测试');
    expect(filterSpecialCharacters('Room 101')).toBe('Room 101');
  });
  it('limits the text to 300 characters, counted after stripping', () => {
    expect(filterSpecialCharacters('x'.repeat(400))).toHaveLength(300);
    expect(filterSpecialCharacters('a!'.repeat(300))).toBe('a'.repeat(300));
  });
});

describe('issuePhrase: one mapping from a zod issue to a validation phrase', () => {
  const isKey = (k: string) => ['phoneInvalid', 'phoneRequired'].includes(k);
  it('keeps a schema message that is a phrase key, and maps zod built-ins by kind with their limits', () => {
    const phone = fieldSchemas.phone.safeParse('123');
    expect(phone.success).toBe(false);
    if (!phone.success) expect(issuePhrase(phone.error.issues[0] as IssueLike, isKey)).toEqual({ key: 'phoneInvalid', params: {} });
    expect(issuePhrase({ code: 'too_big', message: 'Too big', maximum: 300, origin: 'string' }, isKey)).toEqual({
      key: 'tooLong',
      params: { max: 300 },
    });
    expect(issuePhrase({ code: 'invalid_type', message: 'x', input: undefined }, isKey).key).toBe('required');
    expect(issuePhrase({ code: 'invalid_value', message: 'x', values: ['en', 'zh'] }, isKey)).toEqual({
      key: 'oneOf',
      params: { values: 'en, zh' },
    });
  });
});

describe('the OpenAPI document states the field rules', () => {
  const patternOf = (schema: z.ZodType) =>
    new RegExp((z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { pattern: string }).pattern);
  const samples = [
    '',
    'a',
    'abc12345',
    'abcdefgh',
    '12345678',
    'ABCdef12',
    'ab!1',
    'abc!',
    '!!!!',
    'a1',
    'secret123',
    'Secret!123456789012',
    '13800138000',
    '138001380001',
    'a@b.cn',
    'user.name@example.com',
    'not-an-email',
    '110101199003077651',
    '11010119900307765X',
    '110101900307765',
    '91350100M000100Y43',
    '91350100M000100Y44',
    'MA1ZXYEX-5',
    'D2143569-X',
    'D2143569X',
    'D2143569-1',
    ' 13800138000',
  ];
  const exact = { password: fieldSchemas.password, emailOrPhone };
  const nearly = { idNumber: fieldSchemas.idNumber, creditCode: fieldSchemas.creditCode, orgCode: fieldSchemas.orgCode };

  it.each(Object.entries(exact))('%s: the pattern accepts exactly what the rule accepts', (_, schema) => {
    const pattern = patternOf(schema);
    for (const value of samples.map((v) => v.trim())) expect(pattern.test(value), value).toBe(schema.safeParse(value).success);
  });

  it.each(Object.entries(nearly))(
    '%s: the pattern accepts every value the rule accepts (the check character is beyond a pattern)',
    (_, schema) => {
      const pattern = patternOf(schema);
      for (const value of samples.map((v) => v.trim())) if (schema.safeParse(value).success) expect(pattern.test(value), value).toBe(true);
      expect(samples.some((v) => schema.safeParse(v).success)).toBe(true);
    },
  );
});

describe('contrast and local paths (website config)', () => {
  it('measures WCAG contrast: black on white is 21, a colour on itself 1, antd blue on white 4.1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#123456', '#123456')).toBeCloseTo(1, 5);
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
    expect(contrastRatio('#ffffff', defaultWebsiteConfig.themeColor)).toBeGreaterThanOrEqual(4.5);
  });

  it('accepts the built-in theme and refuses unreadable menus', () => {
    expect(websiteConfigSchema.safeParse(defaultWebsiteConfig).success).toBe(true);
    const result = websiteConfigSchema.safeParse({ ...defaultWebsiteConfig, sidebarTextColor: '#eeeeee', sidebarBgColor: '#f0f0f0' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path[0], i.message])).toContainEqual(['sidebarTextColor', 'contrastWithMenu']);
  });

  it('follows only single-slash local paths', () => {
    for (const path of ['/login', '/jdfLogin', '/a/b_c-d']) expect(safeLocalPath(path)).toBe(path);
    for (const path of ['//evil.example', '/a//b', 'https://x', 'login', '', null, '/\\evil']) expect(safeLocalPath(path)).toBe('/login');
  });
});
