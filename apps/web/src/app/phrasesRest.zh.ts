import type { rest as en } from './phrasesRest.en';
import { apiref } from '@console/phrases/zh/apiref';
import { dashboard } from '@console/phrases/zh/dashboard';
import { errors } from '@console/phrases/zh/errors';
import { legal } from '@console/phrases/zh/legal';
import { ops } from '@console/phrases/zh/ops';
import { outbox } from '@console/phrases/zh/outbox';
import { profile } from '@console/phrases/zh/profile';
import { security } from '@console/phrases/zh/security';
import { site } from '@console/phrases/zh/site';
import { realName } from '@console/phrases/zh/realName';
import { face } from '@console/phrases/zh/face';
import { review } from '@console/phrases/zh/review';

/** The namespaces only the Ant Design pages use (see i18n.ts); `messages` stays on the server. */
export const rest: typeof en = { apiref, dashboard, errors, legal, ops, outbox, profile, security, site, realName, face, review };
