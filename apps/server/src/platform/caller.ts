import { replaceUnsafeCharacters } from '@console/contract';
import type { Language } from '@console/phrases';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { OperatorSession } from './operator-session.js';
import type { UserSession } from './session.js';
import { requestLanguage } from './i18n.js';
import { isLoopbackAddress } from './loopback.js';

/**
 * Who is asking, built once per request by `defineRoute` and handed to services: where from, with
 * which browser, in which language, and the request's logger. Signed-in routes add the session.
 */
export interface Caller {
  ip: string;
  userAgent: string;
  lang: Language;
  log: FastifyBaseLogger;
  /**
   * On this computer: the client address (X-Forwarded-For when trusted) and the connection's peer are
   * both loopback, so a forged X-Forwarded-For from elsewhere does not count.
   */
  loopback: boolean;
}

export interface UserCaller extends Caller {
  user: UserSession;
}

export interface OperatorCaller extends Caller {
  operator: OperatorSession;
}

/** The application a signed open-API call came from, once its signature, clock, nonce, address and rate passed. */
export interface SignedApp {
  applicationId: string;
  appId: string;
  enterpriseId: string;
  userId: string;
  environment: 'sandbox' | 'production';
  /** This call's id, answered to the caller and kept on its usage row. */
  requestId: string;
  idempotencyKey: string | null;
  /** Hex SHA-256 of the body as received. */
  bodySha256: string;
}

export interface AppCaller extends Caller {
  app: SignedApp;
}

export function callerOf(req: FastifyRequest): Caller {
  return {
    ip: req.ip,
    userAgent: replaceUnsafeCharacters(req.headers['user-agent'] ?? ''),
    lang: requestLanguage(req),
    log: req.log,
    loopback: isLoopbackAddress(req.ip) && isLoopbackAddress(req.socket.remoteAddress),
  };
}
