import { revalidatePath, revalidateTag } from 'next/cache'
import type { Payload } from 'payload'

/**
 * Revalidate cached pages and tags after an editor changes content. Outside a Next.js server (seed
 * scripts, integration tests) there is no cache to revalidate; the call is skipped and logged at debug.
 */
export function revalidate(
  payload: Payload,
  args: { paths?: string[]; tags?: string[]; everything?: boolean },
): void {
  if (args.everything) {
    // Authors, products and site-wide settings appear on many pages: regenerate every page on next request.
    try {
      revalidatePath('/', 'layout')
      payload.logger.info('revalidated every page')
    } catch (err) {
      payload.logger.debug({ err }, 'revalidatePath(/, layout) skipped outside Next.js')
    }
  }
  for (const path of args.paths ?? []) {
    try {
      revalidatePath(path)
      payload.logger.info(`revalidated ${path}`)
    } catch (err) {
      payload.logger.debug({ err }, `revalidatePath(${path}) skipped outside Next.js`)
    }
  }
  for (const tag of args.tags ?? []) {
    try {
      revalidateTag(tag, 'max')
    } catch (err) {
      payload.logger.debug({ err }, `revalidateTag(${tag}) skipped outside Next.js`)
    }
  }
}

/** afterChange hook for site-wide content (globals, authors, products): regenerate every page. */
export function revalidateEverywhere(tag: string) {
  return <T>({
    req,
    doc,
    context,
  }: {
    req: { payload: Payload }
    doc: T
    context: Record<string, unknown>
  }): T => {
    if (!context.disableRevalidate) revalidate(req.payload, { everything: true, tags: [tag] })
    return doc
  }
}
