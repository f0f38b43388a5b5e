// The load generator of bench/run.ts, in a process of its own so its CPU is read apart from the
// bench's (which holds the database handle and builds the requests) and kept small: on this 2-core
// machine the client competes with the servers it drives. Raw HTTP/1.1 over keep-alive sockets, each
// request written from bytes prepared once, each answer framed by its Content-Length (or chunked end)
// without parsing its body; latencies per answer in microseconds. autocannon, which it replaces for
// these runs, spent 0.04–0.08 ms of CPU per request building and parsing (2026-11-29), as much as a
// quarter of what the server spends on a signed-in read.
//
// Messages: { type: 'requests', id, file } loads a file of length-prefixed raw requests (sent in
// order, each once, the cursor kept across runs, the last one repeated when they run out);
// { type: 'run', id, port, connections, seconds, pipelining, rate } answers { total, non2xx, errors, p50us,
// p99us, maxUs, cpuMs }.
import fs from 'node:fs';
import net from 'node:net';

/** @type {Map<string, { requests: Buffer[], at: number }>} */
const sets = new Map();

function loadRequests(file) {
  const bytes = fs.readFileSync(file);
  const requests = [];
  for (let at = 0; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    requests.push(bytes.subarray(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return requests;
}

function next(set) {
  const request = set.requests[Math.min(set.at, set.requests.length - 1)];
  set.at++;
  return request;
}

const CRLF2 = Buffer.from('\r\n\r\n');
const CHUNKED_END = Buffer.from('0\r\n\r\n');

/** Where the first complete answer in `buf` ends and its status, or null while it is incomplete. */
function frame(buf) {
  const headEnd = buf.indexOf(CRLF2);
  if (headEnd < 0) return null;
  const head = buf.toString('latin1', 0, headEnd);
  const status = Number(head.slice(9, 12));
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) {
    const end = headEnd + 4 + Number(length[1]);
    return buf.length >= end ? { end, status } : null;
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    const last = buf.indexOf(CHUNKED_END, headEnd + 4);
    return last < 0 ? null : { end: last + CHUNKED_END.length, status };
  }
  return { end: headEnd + 4, status };
}

function run({ id, port, connections, seconds, pipelining = 1, rate }) {
  // rate (requests/s over all connections): each connection sends its next request no earlier than
  // its share of the schedule allows, so both servers compared get the same offered load.
  const gapMs = rate ? (connections * 1000) / rate : 0;
  const t0 = performance.now();
  const set = sets.get(id);
  const latencies = new Float64Array(4_000_000);
  let count = 0;
  let non2xx = 0;
  let errors = 0;
  let stopping = false;
  let inWindow = 0;
  const cpuBefore = process.cpuUsage();
  const sockets = [];
  return new Promise((resolve) => {
    let open = connections;
    const finish = () => {
      if (--open > 0) return;
      const cpu = process.cpuUsage(cpuBefore);
      const sorted = latencies.subarray(0, Math.min(count, latencies.length)).sort();
      const at = (p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : 0);
      resolve({
        total: inWindow,
        non2xx,
        errors,
        p50us: Math.round(at(0.5)),
        p99us: Math.round(at(0.99)),
        maxUs: Math.round(sorted.at(-1) ?? 0),
        cpuMs: (cpu.user + cpu.system) / 1000,
      });
    };
    for (let c = 0; c < connections; c++) {
      const socket = net.connect({ port, host: '127.0.0.1', noDelay: true });
      sockets.push(socket);
      const sentAt = [];
      let buf = Buffer.alloc(0);
      let sent = 0;
      const write = () => {
        sentAt.push(performance.now());
        socket.write(next(set));
      };
      const send = () => {
        const due = t0 + (sent++ + c / connections) * gapMs;
        const wait = due - performance.now();
        if (gapMs && wait > 0) setTimeout(() => !stopping && write(), wait);
        else write();
      };
      socket.on('connect', () => {
        for (let i = 0; i < pipelining; i++) send();
      });
      socket.on('data', (chunk) => {
        buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
        for (let f = frame(buf); f; f = frame(buf)) {
          buf = buf.subarray(f.end);
          const started = sentAt.shift();
          if (count < latencies.length) latencies[count] = (performance.now() - started) * 1000;
          count++;
          if (f.status < 200 || f.status >= 300) non2xx++;
          if (!stopping) send();
          else if (sentAt.length === 0) socket.end();
        }
      });
      socket.on('error', () => errors++);
      socket.on('close', finish);
    }
    setTimeout(() => {
      stopping = true;
      // Answers still on their way after the window are not counted: the rate is total / seconds.
      inWindow = count;
      setTimeout(() => {
        for (const s of sockets) s.destroy();
      }, 2000).unref();
      for (const s of sockets) if (s.readyState !== 'open') s.destroy();
    }, seconds * 1000);
  });
}

process.on('message', async (message) => {
  if (message.type === 'requests') {
    sets.set(message.id, { requests: loadRequests(message.file), at: 0 });
    process.send({ type: 'ready', id: message.id });
  } else if (message.type === 'run') {
    process.send({ type: 'done', result: await run(message) });
  }
});
process.on('disconnect', () => process.exit(0));
