import { documentRules } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { jpegImage, pdfBytes, pngImage } from '../../test/support/image-fixtures.js';
import { AppError } from './errors.js';
import { inspectImage } from './image.js';

const refusal = (bytes: Buffer) => {
  try {
    inspectImage(bytes);
  } catch (error) {
    return error instanceof AppError ? error.key : 'other';
  }
  return 'accepted';
};

describe('inspectImage', () => {
  it('reads the size of a JPEG from its start-of-frame segment', () => {
    expect(inspectImage(jpegImage(40, 24))).toEqual({ type: 'image/jpeg', width: 40, height: 24 });
  });

  it('reads the size of a PNG from its IHDR chunk', () => {
    expect(inspectImage(pngImage(3, 5))).toEqual({ type: 'image/png', width: 3, height: 5 });
  });

  it('skips fill bytes and lengthless markers before the frame', () => {
    const jpeg = jpegImage(16, 16);
    const withFill = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xff]), jpeg.subarray(2)]);
    expect(inspectImage(withFill)).toMatchObject({ width: 16, height: 16 });
  });

  it('refuses a PDF, text, an empty file and an image truncated before its size', () => {
    expect(refusal(pdfBytes)).toBe('documentType');
    expect(refusal(Buffer.from('hello, this is not a picture'))).toBe('documentType');
    expect(refusal(Buffer.alloc(0))).toBe('documentType');
    expect(refusal(jpegImage(8, 8).subarray(0, 30))).toBe('documentType');
    expect(refusal(pngImage(2, 2).subarray(0, 20))).toBe('documentType');
  });

  it('refuses a JPEG whose scan starts without a frame, and a zero-sized one', () => {
    const jpeg = jpegImage(8, 8);
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    const withoutFrame = Buffer.concat([jpeg.subarray(0, sof), jpeg.subarray(sof + 2 + jpeg.readUInt16BE(sof + 2))]);
    expect(refusal(withoutFrame)).toBe('documentType');
    expect(refusal(jpegImage(0, 8))).toBe('documentType');
  });

  it('refuses what is over 2 MB, however good a picture it is', () => {
    expect(refusal(pngImage(4, 4, { padTo: documentRules.maxBytes + 1 }))).toBe('documentTooLarge');
    expect(inspectImage(pngImage(4, 4, { padTo: documentRules.maxBytes })).type).toBe('image/png');
  });
});
