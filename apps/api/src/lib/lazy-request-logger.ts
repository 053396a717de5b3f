import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Record<string, unknown>;
type ChildOptions = { level?: string } & Record<string, unknown>;
/** The parts of Pino's logger this needs: its levels' numbers, its level, and its children. */
type ParentLogger = FastifyBaseLogger & { levels: { values: Record<string, number> } };

/**
 * A request's logger (Fastify's `request.log`, with the request's id) that makes its Pino child only when
 * something is logged at a level it writes. Fastify makes one child per request, and Pino's child passes its
 * bindings through the redaction (lib/log-redaction.ts): 6 % of the server's time for a kept page under
 * bench:cluster's load at `LOG_LEVEL=warn`, where most requests write nothing (as under `npm start`, whose
 * readable lines are only for the requests worth one; at `info` in production, Fastify's two request lines make
 * the child anyway). What is written is the child's own line, as before.
 */
export class LazyRequestLogger {
  private real: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: ParentLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  /** The child, made on first use. */
  private get logger(): FastifyBaseLogger {
    return (this.real ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.real?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  isLevelEnabled(level: string): boolean {
    const values = this.parent.levels.values;
    const wanted = values[level];
    const threshold = values[this.level];
    return wanted !== undefined && threshold !== undefined && wanted >= threshold;
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.isLevelEnabled(level)) return;
    (this.logger[level] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory` for a Pino logger: each request's logger is a LazyRequestLogger. */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new LazyRequestLogger(logger as ParentLogger, bindings, options as ChildOptions) as unknown as FastifyBaseLogger;
