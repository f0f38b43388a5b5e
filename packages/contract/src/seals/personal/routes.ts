import { defineRoutes } from '../../route.js';

/**
 * Personal signatures (personal center → my signatures): a person's name seals generated from their
 * passed real-name record and handwritten signatures drawn on the screen; several, one the default.
 * Part of the seals capability; only the person themselves sees or uses them.
 */
export const personalSignatureRoutes = defineRoutes('seals', {
  /** The person's signatures, newest first (keyset-paged); the default is marked. */
  personalList: { method: 'GET', path: '/console/personal-signatures', access: 'user', permission: 'mySignatures' },
  /** A name seal of a style drawn from the passed real-name record (PNG); nothing is stored. */
  personalPreview: { method: 'GET', path: '/console/personal-signatures/preview', access: 'user', permission: 'mySignatures' },
  /** A name seal generated in a style and kept. */
  personalGenerate: { method: 'POST', path: '/console/personal-signatures/name-seal', access: 'user', permission: 'mySignatures' },
  /** A handwritten signature drawn on the screen (multipart: file, the pad's PNG). */
  personalDraw: {
    method: 'POST',
    path: '/console/personal-signatures/handwritten',
    access: 'user',
    permission: 'mySignatures',
    encoding: 'multipart',
  },
  /** One signature's image (PNG). */
  personalImage: { method: 'GET', path: '/console/personal-signatures/:id/image', access: 'user', permission: 'mySignatures' },
  personalSetDefault: { method: 'POST', path: '/console/personal-signatures/:id/default', access: 'user', permission: 'mySignatures' },
  /** Deletes a signature no signed document carries. */
  personalRemove: { method: 'POST', path: '/console/personal-signatures/:id/delete', access: 'user', permission: 'mySignatures' },
});
