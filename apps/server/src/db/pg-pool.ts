import pg from 'pg';

/** How many distinct statements a process names (each connection then holds at most this many plans). */
const MAX_PREPARED_STATEMENTS = 300;

/**
 * Ends a statement's text that is its transaction's last: on PostgreSQL, COMMIT is written with it
 * (below). A comment, so PGlite (and a connection outside a transaction) runs the statement as it is.
 */
export const LAST_STATEMENT = '\n-- last of its transaction: COMMIT is written with it';

/** What pg answers a BEGIN with, given to Kysely at once while the real one goes out with the next statement. */
const BEGUN = { command: 'BEGIN', rowCount: null, rows: [], fields: [] };
/** What a ROLLBACK after an early COMMIT is answered: the transaction has ended either way. */
const ENDED = { command: 'ROLLBACK', rowCount: null, rows: [], fields: [] };

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * The pool Kysely draws its connections from, each connection's client.query doing three things:
 *
 * - Each parameterised statement gets a name the first time the process sees its text, so pg prepares it
 *   once per connection and PostgreSQL parses and plans it once, instead of on every call
 *   (docs/performance.md, "Payments"). Statements without parameters (BEGIN, COMMIT, a migration's script)
 *   go as they are.
 * - A transaction's BEGIN is not a round trip of its own: it is written with the transaction's first
 *   statement, in one write on the socket (pg's pipeline mode sends a query without waiting for the one
 *   before it to be answered). Kysely is told at once that BEGIN succeeded; the first statement's answer
 *   then waits for BEGIN's, and fails with BEGIN's error if it failed. PostgreSQL runs the two in the order
 *   written, so the statement is inside the transaction exactly as if BEGIN had been awaited.
 * - A statement ending in LAST_STATEMENT has COMMIT written with it; Kysely's own COMMIT then gets that
 *   COMMIT's answer (ROLLBACK if the statement failed, as PostgreSQL answers a COMMIT of a failed
 *   transaction). Nothing the caller does after it can undo it: a ROLLBACK is answered without being
 *   sent, and a statement after it fails loudly instead of running outside the transaction.
 *
 * (docs/decisions.md, "BEGIN goes out with the first statement".) Pipeline mode changes nothing else here:
 * Kysely awaits each statement of a connection before the next, and the app reads no cursor (pipeline mode
 * refuses them). A pooler between us and PostgreSQL must pass messages written behind one another, as
 * PgBouncer does.
 */
export function createPool(
  config: pg.PoolConfig,
  /** An idle connection that broke (PostgreSQL restarted, the backend was ended): the pool has dropped it. */
  onIdleError: (err: Error) => void,
): pg.Pool {
  const pool = new pg.Pool({
    // A fixed-size pool: a connection once opened stays open while idle (pg-pool closes only those above
    // `min`). A new connection costs PostgreSQL a backend that reads its catalog afresh and plans each
    // statement five times before it keeps a generic plan: a quiet restaurant's next tap, after ten idle
    // seconds, was about 60 ms slower for it here (docs/performance.md, session 33).
    min: config.max ?? 10,
    // Idle connections do not keep a process alive (a script that is done exits; a server has its listener).
    allowExitOnIdle: true,
    ...config,
    pipeline: true,
  });
  // Without a listener, the 'error' the pool emits for a broken idle connection would end the process.
  pool.on('error', onIdleError);
  const names = new Map<string, string>();
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    const send: Query = (text, values, ...rest) => {
      if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && rest.length === 0) {
        let name = names.get(text);
        if (name === undefined && names.size < MAX_PREPARED_STATEMENTS) {
          name = `sufra_${names.size}`;
          names.set(text, name);
        }
        if (name !== undefined) return query({ name, text, values });
      }
      return query(text, values, ...rest);
    };
    const socket = client.connection.stream;
    /** Between Kysely's BEGIN and its COMMIT or ROLLBACK. */
    let inTransaction = false;
    /** BEGIN written but held back on the socket: its answer, for the next statement's to wait on. */
    let begun: Promise<unknown> | undefined;
    /** COMMIT written with the transaction's last statement: its answer, for Kysely's COMMIT. */
    let committed: Promise<unknown> | undefined;
    client.query = ((text: unknown, values?: unknown, ...rest: unknown[]) => {
      const plain = rest.length === 0 && (values === undefined || isEmpty(values));
      if (committed !== undefined) {
        const ending = committed;
        committed = undefined;
        inTransaction = false;
        if (text === 'commit' && plain) return ending;
        if (text === 'rollback' && plain)
          return ending.then(
            () => ENDED,
            () => ENDED,
          );
        return Promise.reject(new Error(`a statement after its transaction's last: ${String(text)}`));
      }
      if (text === 'begin' && plain) {
        // Held on the socket until the next statement is written (the same tick, nearly always: Kysely
        // calls the transaction's function as soon as BEGIN resolves). Sent alone at the end of the tick
        // otherwise, so nothing waits on a write that never goes.
        socket.cork();
        const answer = query('begin');
        answer.catch(() => {}); // its error is the next statement's (below)
        begun = answer;
        inTransaction = true;
        process.nextTick(() => socket.uncork());
        return Promise.resolve(BEGUN);
      }
      if ((text === 'commit' || text === 'rollback') && plain) inTransaction = false;
      const last = inTransaction && typeof text === 'string' && text.endsWith(LAST_STATEMENT);
      if (last) socket.cork();
      const answer = send(text, values, ...rest);
      if (last) {
        committed = query('commit');
        committed.catch(() => {}); // Kysely's COMMIT gets it
        socket.uncork();
      }
      if (begun === undefined) return answer;
      const beginning = begun;
      begun = undefined;
      socket.uncork();
      return beginning.then(
        () => answer,
        (err: unknown) => {
          answer.catch(() => {}); // aborted with the BEGIN that failed: BEGIN's error is the one that says why
          throw err;
        },
      );
    }) as typeof client.query;
  });
  return pool;
}

const isEmpty = (values: unknown) => Array.isArray(values) && values.length === 0;
