import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
/** What pino's loggers answer beyond Fastify's logger type: whether a level writes at all. */
type Parent = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * Fastify gives every request a child of the server's logger carrying the request's id. Pino makes
 * that child whole at once (its formatters, serializers and the id's JSON, several objects) on every
 * request, though at the usual `warn` level almost no request writes a line: in a CPU profile of
 * signed-in reads it was ~2 % of the request and a share of the garbage. This child stands in for it
 * and makes pino's child only when a line is written at a level the server writes, a child of it is
 * asked for, or its level is changed; the lines written are the same, with the same request id.
 */
class RequestLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Parent,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  /** Pino's child, made the first time it is needed. */
  get made(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return (this.#made ?? this.parent).level;
  }
  set level(level: string) {
    this.made.level = level;
  }

  /** A line at `level`: written by pino's child (made now if the server writes this level), else dropped as pino would. */
  #write(level: LevelName, args: unknown[]): void {
    const made = this.#made ?? (this.parent.isLevelEnabled(level) ? this.made : undefined);
    if (made) (made[level] as (...a: unknown[]) => void).apply(made, args);
  }

  // Methods on the prototype, not arrow fields: this object is made per request, they once.
  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.made.child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory` for a pino logger: the request's child is made when first used (see
 * RequestLogger). A route that sets its own level or serializers gets pino's child at once, as before.
 */
export function requestLoggerFactory(logger: FastifyBaseLogger, bindings: Bindings, options: ChildOptions): FastifyBaseLogger {
  if (options && (options.level !== undefined || options.serializers !== undefined)) return logger.child(bindings, options);
  return new RequestLogger(logger as Parent, bindings, options);
}
