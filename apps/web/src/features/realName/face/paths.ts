import { realNamePath } from '../paths';

/** The real-name pages these pages link to. */
export const realNamePages = {
  list: realNamePath('pAuthRealNameList'),
  results: realNamePath('pAuthResults'),
  change: realNamePath('change'),
  face: realNamePath('pAuthFace'),
  blink: realNamePath('pAuthBlink'),
  faceBarcodes: realNamePath('faceBarcodes'),
  blinkBarcodes: realNamePath('blinkBarcodes'),
} as const;
