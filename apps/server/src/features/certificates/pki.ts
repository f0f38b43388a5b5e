import type { FastifyReply } from 'fastify';
import type { Deps } from '../../platform/context.js';
import { algorithms, authorityOf, currentCrl } from './ca/authority.js';

interface PkiOptions {
  algorithm: 'rsa' | 'sm2';
  authority: 'root' | 'issuing';
}

const codeOf = (segment: string) => algorithms.find((a) => a.segment === segment)!.code;

/** An authority's certificate, DER (public: relying parties fetch it from the caIssuers URL). */
export async function authorityCertificate(deps: Deps, o: PkiOptions): Promise<Buffer> {
  return (await authorityOf(deps, codeOf(o.algorithm), o.authority)).der;
}

/** An authority's current CRL, DER. */
export async function authorityCrl(deps: Deps, o: PkiOptions): Promise<Buffer> {
  return currentCrl(deps, codeOf(o.algorithm), o.authority);
}

/**
 * Relying parties may cache a CA certificate; a CRL or an OCSP GET answer only briefly, since a
 * revocation lands at once; 0 is not cached at all.
 */
export function replyWithDer(reply: FastifyReply, der: Buffer, contentType: string, maxAge: number): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('cache-control', maxAge ? `public, max-age=${maxAge}` : 'no-store')
    .send(der);
}
