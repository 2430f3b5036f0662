/*
 * Client-side only (it reads sessionStorage and may reload the page).
 *
 * A chunk that fails to load is either the network or a deploy: the server now runs another build, whose chunks
 * have other names, so this page's next chunk will never load (ADR 27 §9). Next.js reloads on its own when a
 * navigation meets a new build (next.config.ts's `deploymentId`); a lazy leaf, an island or the ads' runtime
 * load their chunks outside navigations, so their failure asks the server for its build here, and on a skew
 * counts `client.error.deploy` and reloads the page, once per build (a page that comes back on the old build,
 * from a stale cache, is not reloaded in a loop).
 */
import { track } from '@/lib/tracking'

/** The build this page's code belongs to (next.config.ts's `env`). */
export const PAGE_BUILD = process.env.WELLREAD_BUILD ?? ''

/** The session's note of the build a page was reloaded for. */
export const RELOADED_FOR_KEY = 'wellread.deployReload'

export type SkewAction = 'none' | 'reload' | 'count'

/**
 * What a failed chunk calls for: nothing when the builds agree or either is unknown (the network failed, not
 * the build); a reload when the server runs another build and this session has not reloaded for it yet; only
 * a count when it has (the reload brought back the old page).
 */
export function deploySkewAction({
  pageBuild,
  serverBuild,
  reloadedFor,
}: {
  pageBuild: string
  serverBuild: string | null
  reloadedFor: string | null
}): SkewAction {
  if (!pageBuild || !serverBuild || pageBuild === serverBuild) return 'none'
  return reloadedFor === serverBuild ? 'count' : 'reload'
}

let checking: Promise<SkewAction> | null = null

/**
 * After a chunk load failure: asks the server for its build (`GET /api/build`) and acts on a skew. Once per
 * page however many chunks failed together. Never throws.
 */
export function recoverFromDeploySkew(): Promise<SkewAction> {
  checking ??= (async () => {
    try {
      const response = await fetch('/api/build', { cache: 'no-store' })
      if (!response.ok) return 'none'
      const { build } = (await response.json()) as { build?: unknown }
      const action = deploySkewAction({
        pageBuild: PAGE_BUILD,
        serverBuild: typeof build === 'string' ? build : null,
        reloadedFor: sessionStorage.getItem(RELOADED_FOR_KEY),
      })
      if (action === 'none') return action
      track({ name: 'metric', metric: 'client.error.deploy', type: 'increment' })
      if (action === 'reload') {
        sessionStorage.setItem(RELOADED_FOR_KEY, String(build))
        window.location.reload()
      }
      return action
    } catch {
      // Offline, or storage refused: the chunk's own report stands; nothing more to do.
      return 'none'
    }
  })()
  return checking
}
