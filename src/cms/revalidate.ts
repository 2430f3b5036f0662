import { revalidateTag } from 'next/cache'
import type { Payload } from 'payload'
import { pageCacheStore } from '@/server/page-cache/store.mjs'

/** What revalidation needs of a Payload request: the instance, and the database transaction it runs in. */
export type RevalidationRequest = { payload: Payload; transactionID?: unknown }

/**
 * Regenerate every cached page and read carrying one of these tags (on their next request), on this instance
 * and, through the shared cache, on every other one.
 *
 * Works in any context: the page cache of this process is invalidated directly, so hooks fired by jobs,
 * scripts and the seed (outside a Next.js request) work too. Inside a request Next's `revalidateTag` is also
 * called, which keeps Next's per-request bookkeeping (and the admin's client router cache) in step.
 *
 * Hooks run inside the save's database transaction, before it commits: a page rendered meanwhile (here or on
 * another instance) still reads the old content. So when the save has a transaction, the tags are
 * revalidated again once it has committed; that rejects anything rendered in between (docs/adr/0015).
 */
export function revalidateTags(req: RevalidationRequest, tags: readonly string[]): void {
  const unique = [...new Set(tags)]
  if (unique.length === 0) return
  const dropped = invalidate(unique, 'edit')
  req.payload.logger.info(`revalidated ${unique.join(', ')} (${dropped} cached pages and reads)`)
  afterCommit(req, () => {
    invalidate(unique, 'commit')
  })
}

function invalidate(tags: string[], reason: 'edit' | 'commit'): number {
  const dropped = pageCacheStore().invalidateTags(tags, { reason })
  for (const tag of tags) {
    try {
      revalidateTag(tag, 'max')
    } catch {
      // Outside a Next.js request there is no request bookkeeping to update; the store was invalidated above.
    }
  }
  return dropped
}

type Session = { resolve?: () => unknown; reject?: () => unknown }

/** How long to wait for a transaction we cannot watch before revalidating anyway. */
export const UNWATCHED_TRANSACTION_DELAY_MS = 2000

/**
 * When the request runs in a database transaction, run `then` once it has ended (committed or rolled back;
 * at once if it already has). Without a transaction there is nothing to wait for and `then` does not run.
 * Payload's SQL adapters keep each open transaction in `db.sessions[id]` with the `resolve` that commits it;
 * `then` is chained after it. Should an adapter keep them otherwise, `then` runs after a delay.
 */
export function afterCommit(req: RevalidationRequest, then: () => void): void {
  const run = () => {
    try {
      then()
    } catch (error) {
      req.payload.logger.error({ err: error }, 'revalidation after commit failed')
    }
  }
  const id = req.transactionID
  if (!id) return
  const watch = (resolvedId: unknown) => {
    // Payload's request holds a promise of the id; it resolves to null where the adapter runs without
    // transactions (SQLite while it migrates, docs/adr/0031): every write was committed before the hook ran.
    if (resolvedId === null || resolvedId === undefined) return
    const sessions = (req.payload.db as unknown as { sessions?: Record<string, Session> }).sessions
    const session =
      typeof resolvedId === 'string' || typeof resolvedId === 'number' ? sessions?.[resolvedId] : undefined
    if (!session) {
      // Already ended.
      run()
      return
    }
    if (typeof session.resolve !== 'function' || typeof session.reject !== 'function') {
      // An adapter we cannot watch: once more shortly, to be safe.
      setTimeout(run, UNWATCHED_TRANSACTION_DELAY_MS).unref?.()
      return
    }
    const wrap = (original: () => unknown) => () => {
      const ended = original()
      void Promise.resolve(ended).then(run, run)
      return ended
    }
    session.resolve = wrap(session.resolve.bind(session))
    session.reject = wrap(session.reject.bind(session))
  }
  if (id instanceof Promise) void id.then(watch, () => {})
  else watch(id)
}

type HookArgs<T> = {
  doc: T
  previousDoc?: T | null
  req: RevalidationRequest
  context: Record<string, unknown>
}

/**
 * afterChange / afterDelete hook for a collection or global: revalidates the tags `tagsFor` names for the
 * document (and its previous version, when it changed address). `context.disableRevalidate` skips it.
 */
export function revalidateHook<T>(
  tagsFor: (doc: T, previousDoc: T | null | undefined, context: Record<string, unknown>) => string[],
) {
  return ({ doc, previousDoc, req, context }: HookArgs<T>): T => {
    if (!context.disableRevalidate) revalidateTags(req, tagsFor(doc, previousDoc, context))
    return doc
  }
}
