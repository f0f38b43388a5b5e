/** What other capabilities may use of work orders: the query that opens a new work order with its context filled in. */
export function newWorkOrderQuery(context: { appId?: string; requestId?: string; logId?: string; service?: string }): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(context)) if (v) query.set(k, v);
  return query.toString();
}
