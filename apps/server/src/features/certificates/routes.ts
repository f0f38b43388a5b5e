import { certificatesEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { sessionCookie, setSessionCookie } from '../../platform/session.js';
import { apiApplyCertificate, apiGetCertificate, apiRevokeCertificate } from './api.js';
import { applyCertificate, renewCertificate } from './issue.js';
import { authorityCertificate, authorityCrl, replyWithDer } from './pki.js';
import { answerOcspRequest, ocspRequestOfPath } from './ocsp.js';
import { issueSignInChallenge, signInWithCertificate } from './sign-in.js';
import { downloadCertificate, getCertificate, listCertificates, revokeCertificate } from './service.js';

export const certificatesRoutes = [
  defineRoute(e.pkiCertificate, async ({ deps, params, reply }) =>
    replyWithDer(reply, await authorityCertificate(deps, params), 'application/pkix-cert', 86_400),
  ),
  defineRoute(e.pkiCrl, async ({ deps, params, reply }) =>
    replyWithDer(reply, await authorityCrl(deps, params), 'application/pkix-crl', 60),
  ),
  // OCSP answers go out as DER; a POST's is for its asker only, a GET's may be cached briefly (the
  // request, nonce included, is in the URL).
  defineRoute(e.ocsp, async ({ deps, caller, params, req, reply }) =>
    replyWithDer(
      reply,
      await answerOcspRequest(deps, { caller, algorithm: params.algorithm, body: req.body }),
      'application/ocsp-response',
      0,
    ),
  ),
  defineRoute(e.ocspGet, async ({ deps, caller, params, reply }) =>
    replyWithDer(
      reply,
      await answerOcspRequest(deps, { caller, algorithm: params.algorithm, body: ocspRequestOfPath(params['*']) }),
      'application/ocsp-response',
      60,
    ),
  ),
  defineRoute(e.apply, ({ deps, caller, body }) => applyCertificate(deps, { caller, ...body })),
  defineRoute(e.list, ({ deps, caller, query }) => listCertificates(deps, { caller, ...query })),
  defineRoute(e.detail, ({ deps, caller, params }) => getCertificate(deps, { caller, ...params })),
  defineRoute(e.renew, ({ deps, caller, params, body }) => renewCertificate(deps, { caller, ...params, ...body })),
  defineRoute(e.revoke, ({ deps, caller, params, body }) => revokeCertificate(deps, { caller, ...params, ...body })),
  defineRoute(e.download, async ({ deps, caller, params, query, reply }) => {
    const file = await downloadCertificate(deps, { caller, ...params, ...query });
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .send(file.bytes);
  }),
  defineRoute(e.signInChallenge, ({ deps, caller }) => issueSignInChallenge(deps, { caller })),
  // Sign-in: the session cookie is set here, the session itself made by auth's service.
  defineRoute(e.signIn, async ({ deps, caller, body, req, reply }) => {
    const { token, info } = await signInWithCertificate(deps, { caller, ...body, presentedToken: req.cookies[sessionCookie] });
    setSessionCookie(reply, token, deps.config.publicUrl.startsWith('https:'));
    return info;
  }),
  defineRoute(e.apiApply, ({ deps, caller, body }) => apiApplyCertificate(deps, { caller, ...body })),
  defineRoute(e.apiRevoke, ({ deps, caller, body }) => apiRevokeCertificate(deps, { caller, ...body })),
  defineRoute(e.apiGet, ({ deps, caller, params }) => apiGetCertificate(deps, { caller, ...params })),
];
