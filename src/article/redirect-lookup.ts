import 'server-only'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { cachedRead } from '@/cms/cache'
import { CACHE_TAGS } from '@/cms/cacheTags'
import { payloadClient } from '@/cms/reads'
import { type RedirectRule, resolveRedirect } from '@/lib/redirects'

/** Every redirect, read once per cache generation (a small table); editing any redirect refreshes it. */
export const listRedirects = cachedRead(
  { name: 'redirects', tags: () => [CACHE_TAGS.redirects], duringBuild: [] as RedirectRule[] },
  async (): Promise<RedirectRule[]> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'redirects',
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
      select: { from: true, to: true, permanent: true },
    })
    return result.docs.map((d) => ({ from: d.from, to: d.to, permanent: d.permanent }))
  },
)

/**
 * A path with no page: follow its redirect (308 when permanent, 307 otherwise, straight to the end of a chain),
 * or show the not-found page. Called by every route before it answers 404.
 */
export async function redirectOrNotFound(path: string): Promise<never> {
  const target = resolveRedirect(path, await listRedirects())
  if (target) {
    if (target.permanent) permanentRedirect(target.to)
    redirect(target.to)
  }
  notFound()
}
