/*
 * Computed answers of a hot decision call (promotions, ads) per targeting key: reused for `ttlMs`, dropped
 * when the catalog they were computed from is replaced (an editor saved; the catalog is a new object), least
 * recently used dropped first beyond `max` entries.
 */

type Cached<C> = { body: string; expiresAt: number; catalog: C }
export type KeptAnswer = { body: string; expiresAt: number }

export class KeyedAnswerCache<C> {
  private readonly entries = new Map<string, Cached<C>>()
  constructor(
    private readonly max: number,
    private readonly ttlMs: number,
  ) {}

  get(key: string, catalog: C, now: number): KeptAnswer | null {
    const hit = this.entries.get(key)
    if (!hit) return null
    // A new catalog (an editor saved) or an old answer: compute again.
    if (hit.catalog !== catalog || hit.expiresAt <= now) {
      this.entries.delete(key)
      return null
    }
    this.entries.delete(key)
    this.entries.set(key, hit)
    return { body: hit.body, expiresAt: hit.expiresAt }
  }

  set(key: string, body: string, catalog: C, now: number): KeptAnswer {
    const answer = { body, expiresAt: now + this.ttlMs }
    this.entries.set(key, { ...answer, catalog })
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
    return answer
  }

  get size(): number {
    return this.entries.size
  }
}
