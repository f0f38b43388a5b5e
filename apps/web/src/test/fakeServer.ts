import { configureHttp } from '../api/http';

/** One request as the server saw it. */
export interface Call {
  method: string;
  path: string;
  body: BodyInit | null | undefined;
  headers: Record<string, string>;
}

const envelope = (data: unknown, code: number, msg: string) =>
  new Response(JSON.stringify({ code, msg, data }), { headers: { 'content-type': 'application/json' } });

/**
 * The http client wired to answers by "METHOD /webgate/path"; each answer is a list played in
 * order, its last entry repeating (a poll that keeps answering the same). Unknown calls fail.
 */
export function fakeServer() {
  const calls: Call[] = [];
  const toasts: string[] = [];
  const answers = new Map<string, { data?: unknown; code?: number; msg?: string }[]>();
  configureHttp({
    fetch: async (input, init = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(String(input), 'http://console.test').pathname;
      calls.push({ method, path, body: init.body, headers: Object.fromEntries(new Headers(init.headers).entries()) });
      const queue = answers.get(`${method} ${path}`);
      if (!queue?.length) throw new Error(`unexpected call ${method} ${path}`);
      const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
      return envelope(answer.data ?? null, answer.code ?? 0, answer.msg ?? 'ok');
    },
    notifyError: (message) => toasts.push(message),
    onSignedOut: () => undefined,
    language: () => 'en',
    text: (key) => key,
  });
  return {
    calls,
    toasts,
    answer: (route: string, ...sequence: { data?: unknown; code?: number; msg?: string }[]) => void answers.set(route, sequence),
  };
}
