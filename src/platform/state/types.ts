/**
 * Shared state for services: a key-value store and rate limiters. In-process by default (one app
 * instance); Redis when `REDIS_URL` is set, so that every instance behind a load balancer sees the same
 * counts and values.
 */

export type KeyValueStore = {
  /** The value stored under `key` (JSON), or null when absent or expired. */
  get<T>(key: string): Promise<T | null>
  /** Store a JSON value, optionally expiring after `ttlSeconds`. */
  set(key: string, value: unknown, options?: { ttlSeconds?: number }): Promise<void>
  delete(key: string): Promise<void>
  /** Atomically add `by` (default 1) and return the new total; the key expires `ttlSeconds` after creation. */
  increment(key: string, options?: { by?: number; ttlSeconds?: number }): Promise<number>
  /**
   * A lease: `holder` gets `key` for `ttlSeconds` if nobody holds it, or keeps it (the time starts again)
   * if it already does. True when `holder` holds it now. One holder at a time across every instance sharing
   * the store (e.g. the instance that runs scheduled jobs).
   */
  claim(key: string, holder: string, ttlSeconds: number): Promise<boolean>
}

export type RateLimitDecision = {
  allowed: boolean
  /** Attempts left in the current window (0 when refused). */
  remaining: number
  /** Seconds until the window resets (when refused: until the next attempt is allowed). */
  retryAfterSeconds: number
}

export type RateLimiter = {
  /** Count one attempt (or `points`) for `key` and say whether it is allowed. */
  consume(key: string, points?: number): Promise<RateLimitDecision>
  /** Forget `key`'s attempts. */
  reset(key: string): Promise<void>
}

export type RateLimitRule = {
  /** Names the limiter (its keys are kept apart from other limiters'). */
  name: string
  /** Attempts allowed per window. */
  points: number
  /** Window length in seconds. */
  durationSeconds: number
}

/** A state adapter: where values and counts live. */
export type StateAdapter = {
  kind: 'memory' | 'redis'
  store: KeyValueStore
  rateLimiter(rule: RateLimitRule): RateLimiter
  /** Release connections (tests, shutdown). */
  close(): Promise<void>
}
