import type { PersonalSealStyle } from '@console/contract';
import { apiBase } from '@console/contract/constants';
import { fillPath } from '@console/contract/route';
import { personalSignatureRoutes as r } from '@console/contract/seals/personal/routes';
import { call } from '../../../api/http';

/** Calls of the personal center's signatures; paths and answers come from the endpoint table. */
export const signaturesApi = {
  list: (after: string) => call(r.personalList, { query: { after } }),
  generate: (style: PersonalSealStyle) => call(r.personalGenerate, { body: { style } }),
  /** The pad's drawing as the PNG the canvas made; the server judges it by its bytes. */
  draw: (png: Blob) => {
    const formData = new FormData();
    formData.set('file', png, 'signature.png');
    return call(r.personalDraw, { body: {}, formData });
  },
  setDefault: (id: string) => call(r.personalSetDefault, { params: { id } }),
  remove: (id: string) => call(r.personalRemove, { params: { id } }),
};

/** Images are fetched by the browser itself (a plain GET with the session cookie), as seal images are. */
export const signatureImageUrl = (id: string) => `${apiBase}${fillPath(r.personalImage.path, { id })}`;
/** The server's drawing of a name seal in a style, from the person's authenticated name. */
export const nameSealPreviewUrl = (style: PersonalSealStyle) => `${apiBase}${r.personalPreview.path}?style=${style}`;

export const signaturesKey = ['seals', 'personal'] as const;
