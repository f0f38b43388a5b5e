import { moduleCatalogue } from '@console/contract/modules';

/** A catalogue page's console path (§6: the webLink's segments), the way the router builds it. */
export function pagePath(code: string): string {
  const link = moduleCatalogue.find((entry) => entry.type === 1 && entry.code === code)?.webLink;
  return link ? `/${link.split(':').join('/')}` : '/404';
}

export const realNamePages = {
  list: pagePath('pAuthRealNameList'),
  results: pagePath('pAuthResults'),
  face: pagePath('pAuthFace'),
  blink: pagePath('pAuthBlink'),
  faceBarcodes: pagePath('faceBarcodes'),
  blinkBarcodes: pagePath('blinkBarcodes'),
} as const;
