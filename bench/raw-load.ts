import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * bench/load-client.mjs driven from run.ts: each request (with its variants, each sent once) bound to
 * a load-generator process of its own, forked on first use, so a background load and the measured one
 * run in two clients at once. The client's CPU comes from the client itself (process.cpuUsage), not
 * from this process.
 */

export interface RawRun {
  total: number;
  non2xx: number;
  errors: number;
  p50us: number;
  p99us: number;
  maxUs: number;
  /** The load generator's CPU time over the run, ms. */
  cpuMs: number;
}

/** A request as bytes on the wire: keep-alive HTTP/1.1 to loopback, the body's length given. */
export function rawRequest(method: string, urlPath: string, headers: Record<string, string>, body?: string): Buffer {
  const bodyBytes = body === undefined ? undefined : Buffer.from(body);
  const lines = [`${method} ${urlPath} HTTP/1.1`, 'host: 127.0.0.1', 'connection: keep-alive'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (bodyBytes) lines.push(`content-length: ${bodyBytes.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return bodyBytes ? Buffer.concat([head, bodyBytes]) : head;
}

interface Client {
  child: ChildProcess;
  busy: boolean;
}

export function createLoadClients() {
  const clients: Client[] = [];
  const bound = new WeakMap<object, { client: Client; id: string }>();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-load-'));
  let sets = 0;

  const reply = <T>(child: ChildProcess, type: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (m: { type: string }) => {
        if (m.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(m as T);
      };
      const onExit = (code: number | null) => reject(new Error(`the load client ended (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });

  async function bind(key: object, requests: () => Buffer[]) {
    const known = bound.get(key);
    if (known) return known;
    let client = clients.find((c) => !c.busy);
    if (!client) {
      client = {
        child: fork(path.join(import.meta.dirname, 'load-client.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
        busy: false,
      };
      clients.push(client);
    }
    const id = `set-${++sets}`;
    const file = path.join(dir, `${id}.bin`);
    const parts: Buffer[] = [];
    for (const request of requests()) {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(request.length);
      parts.push(length, request);
    }
    fs.writeFileSync(file, Buffer.concat(parts));
    const ready = reply(client.child, 'ready');
    client.child.send({ type: 'requests', id, file });
    await ready;
    fs.rmSync(file);
    const entry = { client, id };
    bound.set(key, entry);
    return entry;
  }

  return {
    /** Runs `key`'s requests (built by `requests` on first use) against loopback `port`; the client's pid with the figures. */
    async run(
      key: object,
      requests: () => Buffer[],
      options: { port: number; connections: number; seconds: number; pipelining?: number; rate?: number },
    ) {
      const { client, id } = await bind(key, requests);
      if (client.busy) throw new Error('one request set is run by one load at a time');
      client.busy = true;
      try {
        const done = reply<{ result: RawRun }>(client.child, 'done');
        client.child.send({ type: 'run', id, ...options });
        return { ...(await done).result, pid: client.child.pid };
      } finally {
        client.busy = false;
      }
    },
    stop() {
      for (const c of clients) c.child.kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
