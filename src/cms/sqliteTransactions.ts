import type { Client, InArgs, InStatement, ResultSet, Transaction, TransactionMode } from '@libsql/client'

/*
 * Transactions on SQLite that take turns (issue 32, crash safety; docs/adr/0032-crash-safety.md).
 *
 * Payload's SQLite adapter runs without transactions unless asked: an editor's save was seven statements each
 * committed on its own (the document's row, its keywords deleted then inserted, its version, the version's
 * keywords, the older versions marked not latest), so a process killed between two of them left a document
 * half-written (an article without its keywords, a published row whose version history says otherwise). With
 * `transactionOptions` on, libsql's `client.transaction()` hands its current connection to the transaction and
 * opens a fresh one for everything else, with none of its pragmas (no busy timeout, synchronous back to FULL),
 * never closed; and SQLite lets one writer in at a time, so any other write while a transaction is open, on
 * that fresh connection, fails at once with SQLITE_BUSY, or, with a busy timeout, blocks Node's only thread
 * (libsql's local calls are synchronous) while the transaction it waits for cannot go on: every beacon's write
 * during an editor's save would fail or freeze the server.
 *
 * So the process's writers take turns (`Turns`, first come first served):
 *
 * - a transaction takes the turn at its first write (reads before it run on the shared connection, as they did
 *   without transactions), opens `BEGIN IMMEDIATE` on the one connection kept for transactions (with the
 *   shared connection's pragmas), and gives the turn back at its COMMIT or ROLLBACK;
 * - a write outside a transaction (a beacon's group commit, a job's row) runs at once when no transaction holds
 *   the turn, as before, and otherwise waits for it: never on SQLite's lock, so the thread is never blocked;
 * - reads never wait: in WAL mode a reader sees the last commit while a transaction is open; nor does a statement
 *   that can change nothing (`changesNothing`), which is not run at all.
 *
 * A write that waits longer than `waitMs` fails as SQLite's busy timeout does (SQLITE_BUSY), which the database
 * health counts as "unavailable" (a 503, never a 500). One process per SQLite file (the site's rule for SQLite),
 * so turns in this process are every writer's turns.
 */

/** The error a write gets when the turn did not come within the wait: SQLite's own code for it. */
export class WriteTurnTimeoutError extends Error {
  override readonly name = 'WriteTurnTimeoutError'
  readonly code = 'SQLITE_BUSY'
}

/** One holder at a time; the others wait in the order they came, each at most its own wait. */
export class Turns {
  private held = false
  private readonly waiting: { grant: () => void }[] = []

  /** No one holds the turn and no one waits for it. */
  get free(): boolean {
    return !this.held && this.waiting.length === 0
  }

  /** Waiters, for the gauge and tests. */
  get queued(): number {
    return this.waiting.length
  }

  /** Resolves once the caller holds the turn; rejects with `WriteTurnTimeoutError` after `waitMs`. */
  take(waitMs: number, what: string): Promise<void> {
    if (this.free) {
      this.held = true
      return Promise.resolve()
    }
    return new Promise((resolve, reject) => {
      const waiter = {
        grant: () => {
          clearTimeout(timer)
          resolve()
        },
      }
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(waiter)
        if (at >= 0) this.waiting.splice(at, 1)
        reject(
          new WriteTurnTimeoutError(
            `database is locked: ${what} waited ${waitMs} ms for a transaction in progress to end`,
          ),
        )
      }, waitMs)
      this.waiting.push(waiter)
    })
  }

  /** Gives the turn to the next waiter, or frees it. */
  give(): void {
    const next = this.waiting.shift()
    if (next) next.grant()
    else this.held = false
  }
}

const sqlOf = (statement: InStatement): string => (typeof statement === 'string' ? statement : statement.sql)

/** Statements that only read: `SELECT …` (drizzle's reads) and `EXPLAIN`. Anything else is taken as a write. */
export function isRead(statement: InStatement): boolean {
  return /^\s*(select|explain)\b/i.test(sqlOf(statement))
}

/**
 * A DELETE or UPDATE whose condition is the literal `false`: it changes no row (and, ending there, returns
 * none). Payload sends one at the start of every save (`delete from "payload_locked_documents" where false`:
 * the expired edit locks, when there are none); run, it would take the turn before the save's hooks and
 * validation, which read only, and hold every other writer behind them.
 */
export function changesNothing(statement: InStatement): boolean {
  return /^\s*(delete\s+from|update)\b[^;]*\bwhere\s+false\s*;?\s*$/i.test(sqlOf(statement))
}

/** What a statement that changed nothing answers. */
const NOTHING: ResultSet = {
  columns: [],
  columnTypes: [],
  rows: [],
  rowsAffected: 0,
  lastInsertRowid: undefined,
  toJSON: () => ({ columns: [], columnTypes: [], rows: [], rowsAffected: 0, lastInsertRowid: null }),
}

export type TurnsOptions = {
  /** Opens the connection transactions run on (the same database as `client`). */
  open: () => Client
  /** Run on that connection once opened: the shared connection's settings (busy timeout, synchronous). */
  pragmas: readonly string[]
  /** How long a write or a transaction waits for its turn before it fails (SQLITE_BUSY). */
  waitMs: number
  /** Told how long a write (`statement`) or a transaction waited for its turn, when it had to wait. */
  waited?: (kind: 'statement' | 'transaction', seconds: number) => void
  /** Told how long a transaction held the turn (from its first write to its COMMIT or ROLLBACK). */
  held?: (seconds: number) => void
}

const TURNS = Symbol.for('wellread.sqliteTurns')

/** The turns of a client that `takeTurnsToWrite` set up (tests and metrics). */
export function turnsOf(client: Client): Turns | undefined {
  return (client as unknown as Record<symbol, Turns | undefined>)[TURNS]
}

const normalized = (statement: InStatement, args?: InArgs): InStatement =>
  typeof statement === 'string' && args !== undefined ? { sql: statement, args } : statement

/**
 * Makes `client`'s writers take turns (see above), in place: drizzle and Payload keep a reference to the
 * client, so its methods are replaced on the object. Idempotent.
 */
export function takeTurnsToWrite(client: Client, options: TurnsOptions): Turns {
  const existing = turnsOf(client)
  if (existing) return existing
  const turns = new Turns()
  ;(client as unknown as Record<symbol, Turns>)[TURNS] = turns

  const execute = client.execute.bind(client) as (statement: InStatement) => Promise<ResultSet>
  const batch = client.batch.bind(client)
  const executeMultiple = client.executeMultiple.bind(client)
  const migrate = client.migrate.bind(client)
  const transaction = client.transaction.bind(client) as (mode?: TransactionMode) => Promise<Transaction>
  const close = client.close.bind(client)

  let writer: Client | null = null
  const writerConnection = async (): Promise<Client> => {
    if (writer) return writer
    const opened = options.open()
    for (const pragma of options.pragmas) await opened.execute(pragma)
    writer = opened
    return opened
  }

  /** Runs a write outside any transaction: at once when the turn is free, else when it comes. */
  const inTurn = async <T>(what: string, write: () => Promise<T>): Promise<T> => {
    if (turns.free) return write()
    const asked = performance.now()
    await turns.take(options.waitMs, what)
    options.waited?.('statement', (performance.now() - asked) / 1000)
    try {
      return await write()
    } finally {
      turns.give()
    }
  }

  const replaced = client as unknown as Record<string, unknown>
  replaced.execute = (statement: InStatement, args?: InArgs) => {
    const stmt = normalized(statement, args)
    if (isRead(stmt)) return execute(stmt)
    if (changesNothing(stmt)) return Promise.resolve(NOTHING)
    return inTurn('a write', () => execute(stmt))
  }
  replaced.batch = (statements: InStatement[], mode?: TransactionMode) =>
    mode === 'read' || statements.every(isRead)
      ? batch(statements, mode)
      : inTurn('a batch of writes', () => batch(statements, mode))
  replaced.executeMultiple = (sql: string) => inTurn('a script', () => executeMultiple(sql))
  replaced.migrate = (statements: InStatement[]) => inTurn('a migration', () => migrate(statements))
  replaced.transaction = async (mode: TransactionMode = 'write') => {
    // A read-only transaction needs no turn: libsql's own (a snapshot on a connection of its own).
    if (mode === 'read') return transaction(mode)
    return new TurnTakingTransaction(turns, options, execute, writerConnection)
  }
  replaced.close = () => {
    writer?.close()
    writer = null
    close()
  }
  return turns
}

/**
 * A transaction that begins at its first write (`BEGIN IMMEDIATE` once its turn has come) on the connection
 * kept for transactions; before that its reads go to the shared connection. Ends with its COMMIT or ROLLBACK,
 * which gives the turn back.
 */
class TurnTakingTransaction implements Transaction {
  private begun: Promise<Client> | null = null
  private holding = false
  private heldSince = 0
  private ended = false

  constructor(
    private readonly turns: Turns,
    private readonly options: Pick<TurnsOptions, 'waitMs' | 'waited' | 'held'>,
    private readonly readShared: (statement: InStatement) => Promise<ResultSet>,
    private readonly writerConnection: () => Promise<Client>,
  ) {}

  get closed(): boolean {
    return this.ended
  }

  private begin(): Promise<Client> {
    this.begun ??= (async () => {
      const asked = performance.now()
      const free = this.turns.free
      await this.turns.take(this.options.waitMs, 'a transaction')
      this.heldSince = performance.now()
      if (!free) this.options.waited?.('transaction', (this.heldSince - asked) / 1000)
      this.holding = true
      try {
        const writer = await this.writerConnection()
        await writer.execute('BEGIN IMMEDIATE')
        return writer
      } catch (error) {
        this.release()
        throw error
      }
    })()
    return this.begun
  }

  private release(): void {
    if (!this.holding) return
    this.holding = false
    this.turns.give()
    this.options.held?.((performance.now() - this.heldSince) / 1000)
  }

  private open(): void {
    if (this.ended)
      throw Object.assign(new Error('The transaction is closed'), { code: 'TRANSACTION_CLOSED' })
  }

  async execute(statement: InStatement): Promise<ResultSet> {
    this.open()
    if (changesNothing(statement)) return NOTHING
    if (!this.begun && isRead(statement)) return this.readShared(statement)
    const writer = await this.begin()
    return writer.execute(statement)
  }

  async batch(statements: InStatement[]): Promise<ResultSet[]> {
    const results: ResultSet[] = []
    for (const statement of statements) results.push(await this.execute(statement))
    return results
  }

  async executeMultiple(): Promise<void> {
    // libsql's executeMultiple rolls back whatever transaction its connection has open when it ends.
    throw new Error('executeMultiple is not available inside a transaction')
  }

  async commit(): Promise<void> {
    this.open()
    this.ended = true
    if (!this.begun) return
    const writer = await this.begun
    try {
      await writer.execute('COMMIT')
    } catch (error) {
      await writer.execute('ROLLBACK').catch(() => {})
      throw error
    } finally {
      this.release()
    }
  }

  async rollback(): Promise<void> {
    if (this.ended) return
    this.ended = true
    if (!this.begun) return
    try {
      const writer = await this.begun
      // SQLite may have rolled back already (some errors end the transaction): nothing left to undo then.
      await writer.execute('ROLLBACK').catch(() => {})
    } catch {
      // BEGIN failed: there is nothing to roll back (and the turn was given back then).
    } finally {
      this.release()
    }
  }

  close(): void {
    void this.rollback()
  }
}
