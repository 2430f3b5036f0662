/**
 * Redirect rules, pure. A redirect sends readers (and search engines) from an old path on this site to where
 * the content lives now: a path on this site or another site's web address. Editors add them by hand; moving a
 * published article (new slug or section) adds one from its old URL.
 */

export type RedirectRule = { from: string; to: string; permanent?: boolean | null }

/** Longest chain followed when looking up or checking redirects. */
export const MAX_REDIRECT_HOPS = 10

/**
 * A path as redirects store and match it: "/health/old-slug", lower case, without a trailing slash, query or
 * fragment. Null when it is not a path on this site.
 */
export function normalizeRedirectPath(value: string): string | null {
  const trimmed = value.trim()
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return null
  const path = trimmed.split(/[?#]/)[0] ?? ''
  if (/\s/.test(path)) return null
  const withoutSlash = path.length > 1 ? path.replace(/\/+$/, '') : path
  return withoutSlash.toLowerCase() || '/'
}

/** Paths readers cannot be redirected away from: the admin, APIs and Next's own files. */
const PROTECTED = [/^\/admin(\/|$)/, /^\/api(\/|$)/, /^\/_next(\/|$)/, /^\/next(\/|$)/, /^\/$/]

/** What is wrong with the "from" path an editor typed, or null. */
export function fromProblem(value: string): string | null {
  if (!value.trim().startsWith('/') || value.trim().startsWith('//'))
    return 'Enter the old path on this site, starting with / (e.g. /health/old-article-name).'
  if (/[?#]/.test(value)) return 'Enter the path only, without ? or #: redirects match the path.'
  const path = normalizeRedirectPath(value)
  if (!path) return 'Remove the spaces from the path.'
  if (PROTECTED.some((p) => p.test(path)))
    return `The path ${path} cannot be redirected: it is the home page or part of the admin.`
  return null
}

/** Where a path leads after following the redirects, or null when no redirect starts there. */
export function resolveRedirect(
  path: string,
  rules: readonly RedirectRule[],
): { to: string; permanent: boolean; hops: number } | null {
  const byFrom = new Map(rules.map((r) => [normalizeRedirectPath(r.from) ?? r.from, r]))
  let current = normalizeRedirectPath(path) ?? path
  let permanent = true
  let hops = 0
  const seen = new Set<string>([current])
  while (hops < MAX_REDIRECT_HOPS) {
    const rule = byFrom.get(current)
    if (!rule) break
    hops += 1
    permanent = permanent && rule.permanent !== false
    const next = normalizeRedirectPath(rule.to)
    if (!next) return { to: rule.to, permanent, hops } // another site: the chain ends there
    if (seen.has(next)) return null // a loop (refused at save; never followed)
    seen.add(next)
    current = next
  }
  return hops === 0 ? null : { to: current, permanent, hops }
}

/**
 * Whether adding or changing a redirect would send readers round in a circle, with the circle spelled out
 * for the editor. `others` are the other saved redirects.
 */
export function loopProblem(rule: RedirectRule, others: readonly RedirectRule[]): string | null {
  const from = normalizeRedirectPath(rule.from)
  const to = normalizeRedirectPath(rule.to)
  if (!from || !to) return null
  if (from === to) return 'The new address is the same as the old path: readers would go round in a circle.'
  const byFrom = new Map(
    others
      .filter((r) => normalizeRedirectPath(r.from) !== from)
      .map((r) => [normalizeRedirectPath(r.from) ?? r.from, r]),
  )
  const chain = [from, to]
  let current = to
  for (let hop = 0; hop < MAX_REDIRECT_HOPS; hop++) {
    const next = byFrom.get(current)
    if (!next) return null
    const target = normalizeRedirectPath(next.to)
    if (!target) return null
    chain.push(target)
    if (target === from) {
      return `This would make a loop: ${chain.join(' → ')}. Change the new address, or edit the redirect from ${current}.`
    }
    current = target
  }
  return `This would make a chain of more than ${MAX_REDIRECT_HOPS} redirects. Point it straight at the final address.`
}

export type RedirectChange =
  | { op: 'create'; from: string; to: string }
  | { op: 'retarget'; from: string; to: string }
  | { op: 'delete'; from: string }

/**
 * What moving a published article from `oldPath` to `newPath` does to the redirects: one from the old URL
 * to the new; older redirects that pointed at the old URL now point straight at the new one (no chains); and a
 * redirect from the new URL (the article moving back) is removed, since the article lives there again.
 */
export function redirectsForMove(
  oldPath: string,
  newPath: string,
  existing: readonly RedirectRule[],
): RedirectChange[] {
  const from = normalizeRedirectPath(oldPath)
  const to = normalizeRedirectPath(newPath)
  if (!from || !to || from === to) return []
  const changes: RedirectChange[] = []
  for (const rule of existing) {
    const ruleFrom = normalizeRedirectPath(rule.from)
    const ruleTo = normalizeRedirectPath(rule.to)
    if (ruleFrom === to) changes.push({ op: 'delete', from: to })
    else if (ruleTo === from && ruleFrom !== from) changes.push({ op: 'retarget', from: rule.from, to })
  }
  const own = existing.find((r) => normalizeRedirectPath(r.from) === from)
  changes.push(own ? { op: 'retarget', from, to } : { op: 'create', from, to })
  return changes
}
