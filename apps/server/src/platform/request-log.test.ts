import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestLoggerFactory } from './request-log.js';

/**
 * A request's logger writes the lines pino's child would (the request's id on each, at the server's
 * level), but pino's child is made only for a request that writes one.
 */
describe('request logger made when first written to', () => {
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];
  afterEach(async () => {
    lines.length = 0;
    await app?.close();
  });

  async function server(factory: typeof requestLoggerFactory = requestLoggerFactory): Promise<FastifyInstance> {
    app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
      childLoggerFactory: factory,
    });
    app.get('/quiet', async (req) => {
      req.log.info('not at this level');
      req.log.debug({ detail: 1 }, 'nor this');
      return { level: req.log.level };
    });
    app.get('/warns', async (req) => {
      req.log.warn({ detail: 'x' }, 'something to know');
      req.log.info('still not at this level');
      return { id: req.id };
    });
    app.get('/child', async (req) => {
      req.log.child({ part: 'inner' }).error('from a child');
      return { id: req.id };
    });
    app.get('/louder', async (req) => {
      req.log.level = 'info';
      req.log.info('this request only');
      return { id: req.id };
    });
    await app.ready();
    return app;
  }

  it('makes no pino child for a request that writes nothing at the server’s level', async () => {
    const parents: FastifyBaseLogger[] = [];
    await server((logger, bindings, options) => {
      parents.push(logger);
      return requestLoggerFactory(logger, bindings, options);
    });
    await app.inject('/quiet');
    const child = vi.spyOn(parents[0]!, 'child');
    for (let i = 0; i < 5; i++) expect((await app.inject('/quiet')).json()).toEqual({ level: 'warn' });
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    // A request that writes a line gets pino's child, once.
    await app.inject('/warns');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toHaveLength(1);
  });

  it('writes a line at the server’s level with the request’s id, once per line', async () => {
    await server();
    const res = await app.inject('/warns');
    const { id } = res.json() as { id: string };
    expect(lines).toEqual([expect.objectContaining({ level: 40, reqId: id, detail: 'x', msg: 'something to know' })]);
  });

  it('gives a child of the request’s logger both the request’s id and its own bindings', async () => {
    await server();
    const { id } = (await app.inject('/child')).json() as { id: string };
    expect(lines).toEqual([expect.objectContaining({ level: 50, reqId: id, part: 'inner', msg: 'from a child' })]);
  });

  it('changes the level of one request’s logger only', async () => {
    await server();
    const { id } = (await app.inject('/louder')).json() as { id: string };
    // Fastify's own 'request completed' line is at info too, for this request.
    expect(lines.map((l) => [l.level, l.reqId, l.msg])).toEqual([
      [30, id, 'this request only'],
      [30, id, 'request completed'],
    ]);
    lines.length = 0;
    await app.inject('/quiet');
    expect(lines).toEqual([]);
    expect(app.log.level).toBe('warn');
  });
});
