import type { SealStatusName, SealStyle } from '@console/contract';
import { apiBase } from '@console/contract/constants';
import { fillPath } from '@console/contract/route';
import { sealsRoutes as r } from '@console/contract/seals/routes';
import { call } from '../../api/http';

/** Calls of seal management; paths and answers come from the endpoint table. */
export const sealsApi = {
  list: (query: { status?: SealStatusName; after: string }) => call(r.list, { query }),
  create: (body: SealStyle & { alias?: string }) => call(r.create, { body }),
  upload: (alias: string, file: File) => {
    const formData = new FormData();
    formData.set('alias', alias);
    formData.set('file', file);
    // The fields travel in the multipart body; `body` only types them.
    return call(r.upload, { body: {} as never, formData });
  },
  enable: (id: string) => call(r.enable, { params: { id } }),
  disable: (id: string) => call(r.disable, { params: { id } }),
  remove: (id: string) => call(r.remove, { params: { id } }),
  uses: (id: string, after: string) => call(r.uses, { params: { id }, query: { after } }),
};

/** Images are fetched by the browser itself (a plain GET with the session cookie). */
export const sealImageUrl = (id: string) => `${apiBase}${fillPath(r.image.path, { id })}`;

/** The preview of a style, drawn by the server from the enterprise's authenticated name. */
export function previewUrl(style: SealStyle): string {
  const query = new URLSearchParams(
    style.kind === 'legalPerson'
      ? { kind: style.kind, style: style.style }
      : { kind: style.kind, sizeMm: String(style.sizeMm), ...(style.code ? { code: style.code } : {}) },
  );
  return `${apiBase}${r.preview.path}?${query.toString()}`;
}

export const sealsKey = ['seals'] as const;
