import type { HostedChoice, hostedViewSchema } from '@console/contract';
import type { z } from 'zod';

/** What the hosted page reads: the view of the link's flow and signer (types only: no schema ships). */
export type HostedView = z.infer<typeof hostedViewSchema>;
export type HostedField = HostedView['fields'][number];
export type HostedDocument = HostedView['documents'][number];
export type HostedFill = HostedView['fills'][number];
export type { HostedChoice };
