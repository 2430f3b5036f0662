import { revalidateTag } from 'next/cache'
import type { Payload } from 'payload'
import { pageCacheStore } from '@/server/page-cache.mjs'

/**
 * Regenerate every cached page and read carrying one of these tags (on their next request).
 *
 * Works in any context: the page cache of this process is invalidated directly, so hooks fired by jobs,
 * scripts and the seed (outside a Next.js request) work too. Inside a request Next's `revalidateTag` is also
 * called, which keeps Next's per-request bookkeeping (and the admin's client router cache) in step.
 */
export function revalidateTags(payload: Payload, tags: readonly string[]): void {
  const unique = [...new Set(tags)]
  if (unique.length === 0) return
  const dropped = pageCacheStore().invalidateTags(unique)
  for (const tag of unique) {
    try {
      revalidateTag(tag, 'max')
    } catch {
      // Outside a Next.js request there is no request bookkeeping to update; the store was invalidated above.
    }
  }
  payload.logger.info(`revalidated ${unique.join(', ')} (${dropped} cached pages and reads)`)
}

type HookArgs<T> = {
  doc: T
  previousDoc?: T | null
  req: { payload: Payload }
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
    if (!context.disableRevalidate) revalidateTags(req.payload, tagsFor(doc, previousDoc, context))
    return doc
  }
}
