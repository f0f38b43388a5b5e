import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reviewDecisionSchema } from './common.js';
import { registryEntrySchema } from './identityRegistry/schemas.js';
import { allowsLineBreaks, findUnsafeText, hasUnsafeCharacters, multiline, replaceUnsafeCharacters } from './text.js';

describe('unsafe characters in text inputs', () => {
  it('refuses C0 and C1 controls, DEL, lone surrogates and bidi embeddings, overrides and isolates', () => {
    for (const bad of [
      '\u0000',
      '\u0007',
      '\t',
      '\n',
      '\r',
      '\u001F',
      '\u007F',
      '\u0085',
      '\u009F',
      '\uD800',
      '\uDFFF',
      '\u202A',
      '\u202E',
      '\u2066',
      '\u2069',
    ])
      expect(hasUnsafeCharacters(`a${bad}b`), JSON.stringify(bad)).toBe(true);
  });

  it('accepts ordinary text in any script, emoji (a proper surrogate pair) and the Co., Ltd. of a company name', () => {
    for (const good of ['张三', 'Acme Co., Ltd.', 'O’Brien-Smith', '😀 ok', 'عربي', 'x · y', '\u00A0nbsp', '\u200Dzwj'])
      expect(hasUnsafeCharacters(good), good).toBe(false);
  });

  it('lets line breaks and tabs into a multiline field only, never the other controls', () => {
    expect(hasUnsafeCharacters('one\r\ntwo\tthree', true)).toBe(false);
    expect(hasUnsafeCharacters('one\u0000two', true)).toBe(true);
    expect(hasUnsafeCharacters('one\u202Etwo', true)).toBe(true);
  });

  it('knows which fields are multiline through wrappers (default, optional, pipes) and objects', () => {
    expect(allowsLineBreaks(reviewDecisionSchema, ['reason'])).toBe(true);
    expect(allowsLineBreaks(reviewDecisionSchema, ['decision'])).toBe(false);
    expect(allowsLineBreaks(registryEntrySchema, ['note'])).toBe(true);
    expect(allowsLineBreaks(registryEntrySchema, ['name'])).toBe(false);
    const nested = z.object({ outer: z.object({ text: multiline(z.string()).optional() }) });
    expect(allowsLineBreaks(nested, ['outer', 'text'])).toBe(true);
    expect(allowsLineBreaks(nested, ['outer', 'other'])).toBe(false);
  });

  it('finds the first unsafe value by its path, in arrays and nested objects, and never echoes an unsafe key', () => {
    expect(findUnsafeText({ a: 'ok', b: { c: ['x', 'y\u0000'] } }, undefined)).toEqual({ path: ['b', 'c', 1] });
    expect(findUnsafeText({ reason: 'line\nbreak' }, reviewDecisionSchema)).toBeNull();
    expect(findUnsafeText({ decision: 'pass\n' }, reviewDecisionSchema)).toEqual({ path: ['decision'] });
    expect(findUnsafeText({ inner: { 'k\u0000': 'v' } }, undefined)).toEqual({ path: ['inner'] });
    expect(findUnsafeText(42, undefined)).toBeNull();
  });

  it('replaces what the transport brings (a User-Agent) instead of refusing it', () => {
    expect(replaceUnsafeCharacters('Mozilla\u0000/5.0\u202E')).toBe('Mozilla\uFFFD/5.0\uFFFD');
    // The same again (the shared pattern keeps no position between calls), and a clean value as it is.
    expect(replaceUnsafeCharacters('\u0007a\u0007')).toBe('\uFFFDa\uFFFD');
    expect(replaceUnsafeCharacters('Mozilla/5.0 (X11)')).toBe('Mozilla/5.0 (X11)');
  });
});
