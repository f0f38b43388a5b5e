import { signingRoutes as r } from '@console/contract/signing/routes';
import { fillPath } from '@console/contract/route';
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
}

/** Calls of signing; paths and answers come from the endpoint table. */
export const signingApi = {
  sign: ({ file, ...fields }: SignPdfInput) => {
    const formData = new FormData();
    for (const [k, v] of Object.entries(fields)) formData.set(k, String(v));
    formData.set('fileName', file.name);
    formData.set('file', file);
    return call(r.sign, { body: {} as never, formData });
  },
  list: (query: { after?: string; pageSize: number }) => call(r.list, { query }),
  download: (id: string) => download(fillPath(r.download.path, { id })),
  verify: (file: File) => {
    const formData = new FormData();
    formData.set('file', file);
    return call(r.verify, { formData });
  },
};

export const signingKey = ['signing'] as const;
