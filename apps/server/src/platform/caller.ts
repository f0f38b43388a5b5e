import type { Language } from '@console/phrases';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { OperatorSession } from './operator-session.js';
import type { UserSession } from './session.js';
import { requestLanguage } from './i18n.js';

/**
 * Who is asking, built once per request by `defineRoute` and handed to services: where from, with
 * which browser, in which language, and the request's logger. Signed-in routes add the session.
 */
export interface Caller {
  ip: string;
  userAgent: string;
  lang: Language;
  log: FastifyBaseLogger;
}

export interface UserCaller extends Caller {
  user: UserSession;
}

export interface OperatorCaller extends Caller {
  operator: OperatorSession;
}

export function callerOf(req: FastifyRequest): Caller {
  return { ip: req.ip, userAgent: req.headers['user-agent'] ?? '', lang: requestLanguage(req), log: req.log };
}
