import type { Phrases } from '@console/phrases';
import type { LazyNamespace } from './phrasesLazy';
import type { core } from '@console/phrases/en/core';
import { apiref } from '@console/phrases/en/apiref';
import { dashboard } from '@console/phrases/en/dashboard';
import { errors } from '@console/phrases/en/errors';
import { legal } from '@console/phrases/en/legal';
import { ops } from '@console/phrases/en/ops';
import { outbox } from '@console/phrases/en/outbox';
import { profile } from '@console/phrases/en/profile';
import { security } from '@console/phrases/en/security';
import { site } from '@console/phrases/en/site';
import { realName } from '@console/phrases/en/realName';
import { face } from '@console/phrases/en/face';
import { review } from '@console/phrases/en/review';

/** The namespaces only the Ant Design pages use (see i18n.ts); `messages` stays on the server. */
export const rest = { apiref, dashboard, errors, legal, ops, outbox, profile, security, site, realName, face, review };

// A namespace added to the phrases must load somewhere, in the core or here, or this fails to compile.
type Loaded = keyof typeof core | keyof typeof rest | LazyNamespace;
export const everyNamespaceLoads: Exclude<keyof Phrases, 'messages'> extends Loaded ? true : never = true;
