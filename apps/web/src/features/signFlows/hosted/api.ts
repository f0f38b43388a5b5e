import { signFlowHostedRoutes as h, signFlowsRoutes as r } from '@console/contract/signFlows/routes';
import { call, download } from '../../../api/http';

/** The hosted page's calls: the link's token (and, once proven, the proof) in every body, never in a path. */
export const hostedApi = {
  /** Quiet: a dead link is the page's own answer, not a toast. */
  view: (token: string, proof?: string) => call(r.hostedView, { body: { token, proof }, quiet: true }),
  code: (token: string, step: 'identity' | 'willingness', proof?: string) => call(r.hostedCode, { body: { token, proof, step } }),
  prove: (token: string, code: string) => call(h.hostedProve, { body: { token, code } }),
  /** Quiet: a visitor who is not signed in (or as someone else) simply proves itself by code. */
  proveSignedIn: (token: string) => call(h.hostedProveSignedIn, { body: { token }, quiet: true }),
  choices: (token: string, proof: string) => call(h.hostedChoices, { body: { token, proof } }),
  /** The face willingness check: the recorded video; a pass answers the ticket the sign call takes instead of a code. */
  face: (token: string, proof: string, video: Blob) => {
    const formData = new FormData();
    formData.set('token', token);
    formData.set('proof', proof);
    formData.set('mode', 'face');
    formData.set('video', video, video.type.includes('mp4') ? 'face.mp4' : 'face.webm');
    return call(h.hostedFace, { body: {} as never, formData, hideError: true });
  },
  document: async (token: string, proof: string, documentId: string) =>
    (await download(`/webgate${r.hostedDocument.path}`, { data: { token, proof, documentId } })).blob,
  sign: (body: {
    token: string;
    proof: string;
    code?: string;
    faceTicket?: string;
    sealId?: string;
    drawn?: string;
    saveSignature?: boolean;
  }) => call(r.hostedSign, { body, hideError: true }),
  /** The signer's own fill-in fields: every value checked by the server; refusals name `values.<key>` (shown beside the field). */
  fill: (token: string, proof: string, values: Record<string, string>) => call(h.hostedFill, { body: { token, proof, values } }),
  reject: (token: string, proof: string, reason: string) => call(r.hostedReject, { body: { token, proof, reason } }),
};

/**
 * The proof of identity, kept in this tab per link (sessionStorage): a reload, or a return from the
 * real-name flow in the same tab, does not ask for a code again while the proof lasts.
 */
const proofKey = (token: string) => `console.signFlowProof.${token.slice(0, 16)}`;
export const storedProof = (token: string): string | undefined => {
  try {
    return sessionStorage.getItem(proofKey(token)) ?? undefined;
  } catch {
    return undefined;
  }
};
export const keepProof = (token: string, proof: string | null) => {
  try {
    if (proof) sessionStorage.setItem(proofKey(token), proof);
    else sessionStorage.removeItem(proofKey(token));
  } catch {
    // Storage refused (a privacy mode): the signer proves itself again after a reload.
  }
};

/** Where the real-name flow (and a sign-in on the way) sends the signer back to: this page, with its link. */
export const pendingSignFlowKey = 'console.pendingSignFlow';
export const rememberReturn = (token: string) => {
  try {
    localStorage.setItem(pendingSignFlowKey, `/signFlow#${token}`);
  } catch {
    // Storage refused: the signer opens the link from its message again.
  }
};
export const forgetReturn = () => {
  try {
    localStorage.removeItem(pendingSignFlowKey);
  } catch {
    // Nothing was kept.
  }
};
