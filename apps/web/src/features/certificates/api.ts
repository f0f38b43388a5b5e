import type { CertificateApply } from '@console/contract';
import { certificatesRoutes as r } from '@console/contract/certificates/routes';
import { fillPath } from '@console/contract/route';
import { call, download } from '../../api/http';

/** Calls of certificates; paths and answers come from the endpoint table. */
export const certificatesApi = {
  apply: (body: CertificateApply) => call(r.apply, { body: body as never }),
  list: (query: { after?: string; pageSize: number }) => call(r.list, { query }),
  detail: (id: string) => call(r.detail, { params: { id } }),
  renew: (id: string, body: { validity: 0 | 1 | 2; csr?: string }) => call(r.renew, { params: { id }, body }),
  revoke: (id: string, reason: 0 | 1 | 3 | 4 | 5) => call(r.revoke, { params: { id }, body: { reason } }),
  challenge: () => call(r.signInChallenge),
  signIn: (body: { serial: string; challenge: string; signature: string }) => call(r.signIn, { body }),
  download: (id: string, format: 'pem' | 'der') => download(fillPath(r.download.path, { id }), { params: { format } }),
  /** A published CA certificate (DER): the chain a PKCS#12 file carries. */
  authority: (algorithm: 'rsa' | 'sm2', authority: 'root' | 'issuing') =>
    download(fillPath(r.pkiCertificate.path, { algorithm, authority })),
};

export const certificatesKey = ['certificates'] as const;
