import type { Endpoint } from './endpoint.js';
import { endpointTables } from './endpoints.gen.js';

/**
 * The whole endpoint table, by capability: every `<x>Endpoints` export of each capability's endpoint
 * files, collected by `npm run capabilities` (endpoints.gen.ts). The server registers each entry
 * exactly once (a test checks it), the OpenAPI document is generated from the registered ones, and
 * the console's HTTP client is typed from `EndpointById`.
 */
export { endpointTables };

type Values<T> = T[keyof T];
export type AnyEndpoint = Values<{ [C in keyof typeof endpointTables]: Values<(typeof endpointTables)[C]> }>;
/** An endpoint of the table by its id `<capability>.<name>`. */
export type EndpointById<Id extends string> = Extract<AnyEndpoint, { id: Id }>;

export const endpointList: readonly Endpoint[] = Object.values(endpointTables).flatMap((table) => Object.values(table) as Endpoint[]);
