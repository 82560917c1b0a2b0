import type { FastifyBaseLogger, LogLevel } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type Level = Exclude<LogLevel, 'silent'>;
/** Fastify's logger is pino's: `levelVal` is its level's number (Infinity when silent). */
type Parent = FastifyBaseLogger & { levelVal: number };
/** pino's numbers for its levels (pino.levels.values; no custom levels here). */
const LEVEL_VALUES: Record<Level, number> = {
  fatal: 60,
  error: 50,
  warn: 40,
  info: 30,
  debug: 20,
  trace: 10,
};

/**
 * The logger each request carries (`req.log`), made only when a line is written. Fastify calls pino's
 * `child()` for every request, which serialises the request id into the child's bindings at once, though
 * a request that goes well logs nothing at LOG_LEVEL warn (the diner's hot reads: ~5 % of their CPU). The
 * lines are the same: the child is made, with the same bindings and options, by the first line that is
 * enabled; a level that is off is never asked to make one.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Parent,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get made(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  /**
   * A route's own level (Fastify's `logLevel`) is the child's business: it is made to answer. A number
   * compared, not pino's isLevelEnabled (which looks the level up by name: 4 % of a cached read's CPU).
   */
  private writes(level: Level): boolean {
    return (
      this.#child !== undefined ||
      this.options.level !== undefined ||
      LEVEL_VALUES[level] >= this.parent.levelVal
    );
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.writes(level)) return;
    const logger = this.made;
    (logger[level] as (...line: unknown[]) => void).apply(logger, args);
  }

  // Methods on the prototype, not closures: nothing more is allocated per request than the object itself.
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

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the request's logger, made on its first enabled line. */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyRequestLogger(logger as Parent, bindings, options);
}
