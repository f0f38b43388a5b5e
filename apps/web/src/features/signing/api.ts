import { apiBase } from '@console/contract/constants';
import { fillPath } from '@console/contract/route';
import { personalSignatureRoutes as personal } from '@console/contract/seals/personal/routes';
import { sealsRoutes as seals } from '@console/contract/seals/routes';
import { signingRoutes as r } from '@console/contract/signing/routes';
import { call, download } from '../../api/http';

export interface SignPdfInput {
  file: File;
  certificateId: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  reason: string;
  level: 'B-B' | 'B-T';
  /** An enterprise seal granted to the signer, or one of their own signatures: the visible signature. */
  sealId?: string;
}

/** Calls of signing; paths and answers come from the endpoint table. */
export const signingApi = {
  sign: ({ file, ...fields }: SignPdfInput) => {
    const formData = new FormData();
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) formData.set(k, String(v));
    formData.set('fileName', file.name);
    formData.set('file', file);
    return call(r.sign, { body: {} as never, formData });
  },
  list: (query: { after?: string; pageSize: number }) => call(r.list, { query }),
  download: (id: string) => download(fillPath(r.download.path, { id })),
  /** The enterprise's normal seals the session sees (a member: those granted to them). */
  seals: () => call(seals.list, { query: { status: 'normal', pageSize: 50 }, quiet: true }),
  /** The person's own signatures. */
  signatures: () => call(personal.personalList, { query: { pageSize: 50 }, quiet: true }),
  verify: (file: File) => {
    const formData = new FormData();
    formData.set('file', file);
    return call(r.verify, { formData });
  },
};

export const signingKey = ['signing'] as const;

/** Seal images are fetched by the browser itself (a plain GET with the session cookie), as on the seals page. */
export const sealImageUrl = (id: string) => `${apiBase}${fillPath(seals.image.path, { id })}`;
export const signatureImageUrl = (id: string) => `${apiBase}${fillPath(personal.personalImage.path, { id })}`;
