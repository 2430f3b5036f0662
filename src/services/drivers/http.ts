import 'server-only'
import { z } from 'zod'
import { isPlacementName, type PlacementName } from '@/lib/placements'
import { KeyedAnswerCache } from '@/platform/answerCache'
import { type AnswerKeeping, badRequest, json, parseJsonBody, parseQuery, withErrors } from '@/platform/http'
import { GPC_HEADER, gpcFromCookie, gpcFromHeader } from '@/privacy/consent/consent'
import { choosePlacements, type TargetingRequest } from './engine'
import { driverRequestSchema, type ParsedDriverRequest } from './schema'
import type { DriverView } from './shared'
import { AUDIENCE_VALUES, type Audience, PROFILE_COOKIES } from './shared'
import { type CatalogDriver, publicView } from './view'

/** The largest drivers request: a page's targeting is a few hundred bytes. */
export const MAX_DRIVERS_BODY_BYTES = 16_384

/** How long a computed answer is reused for the same targeting key (dates take effect within this). */
export const ANSWER_TTL_MS = 30_000
/** Answers kept per process. */
export const ANSWER_CACHE_ENTRIES = 5_000

/** A page address as the `{path}` of the call: site path segments only. */
export function driverPagePath(segments: readonly string[] | undefined): string | null {
  const parts = segments ?? []
  if (parts.length > 8) return null
  if (!parts.every((p) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/.test(p))) return null
  return `/${parts.join('/')}`
}

/** What the engine needs from a validated request and the page path. */
export function targetingRequest(path: string, body: ParsedDriverRequest, now: number): TargetingRequest {
  const placements = [...new Set(body.articlePlacements.filter(isPlacementName))] as PlacementName[]
  const placementStyles: TargetingRequest['placementStyles'] = {}
  for (const [name, style] of Object.entries(body.webContext.placementStyles)) {
    if (isPlacementName(name)) placementStyles[name] = style
  }
  const firstSegment = path.split('/')[1] || null
  return {
    path,
    section: body.webContext.section ?? firstSegment,
    template: body.pageType ?? null,
    categorySlugs: [...new Set(body.categorySlugs)].sort(),
    k1: body.k1 ?? null,
    deviceType: body.deviceType ?? null,
    audiences: [...new Set(body.profile.audiences)].sort(),
    bucket: body.profile.bucket,
    cappedDrivers: [...new Set(body.profile.cappedDrivers)].sort(),
    placements,
    placementStyles,
    drugId: body.webContext.drugId ?? null,
    excludeVideos: body.excludeVideos,
    now,
  }
}

/** The targeting key: everything the choice depends on but the time (answers live ANSWER_TTL_MS). */
export function targetingKey(req: TargetingRequest): string {
  const { now: _now, ...rest } = req
  return JSON.stringify(rest)
}

/** Computed answers per targeting key (`platform/answerCache.ts`), dropped when the catalog changes. */
export class AnswerCache extends KeyedAnswerCache<readonly CatalogDriver[]> {
  constructor(max = ANSWER_CACHE_ENTRIES) {
    super(max, ANSWER_TTL_MS)
  }
}

export type DriversDependencies = {
  catalog(): Promise<readonly CatalogDriver[]>
  cache: AnswerCache
  now?: () => number
  /** The catalog's cache tags, and where answers are kept for the edge (none: not kept). */
  keep?: AnswerKeeping
}

/** The answer for a request: each placement's driver, with the placement it fills. */
export function placementDrivers(
  catalog: readonly CatalogDriver[],
  req: TargetingRequest,
): Record<string, DriverView | null> {
  const chosen = choosePlacements(catalog, req)
  const out: Record<string, DriverView | null> = {}
  for (const [placement, view] of Object.entries(chosen)) {
    out[placement] = view ? publicView(view, placement as PlacementName) : null
  }
  return out
}

/**
 * `POST /api/drivers/v4{path}` (002 §3.9, §7): the drivers for a page's placements, `{ placementDrivers }`.
 * 400 for a bad path or body (with the field and what is wrong), 413/415 as every JSON call. Placements the
 * site does not know are answered with null (not filled), so a page from an older release still works.
 * Answers depend on the reader's bucket, audiences and caps: `private, no-store`.
 */
export function handleDriversRequest(
  request: Request,
  segments: readonly string[] | undefined,
  deps: DriversDependencies,
): Promise<Response> {
  return withErrors('drivers', async () => {
    const path = driverPagePath(segments)
    if (path === null)
      return badRequest(
        'The page address after /api/drivers/v4 is not a site path, e.g. /health/heart-health.',
      )
    const parsed = await parseJsonBody(request, driverRequestSchema, { maxBytes: MAX_DRIVERS_BODY_BYTES })
    if (!parsed.ok) return parsed.response
    const now = (deps.now ?? Date.now)()
    const req = targetingRequest(path, parsed.value, now)
    const catalog = await deps.catalog()
    const key = targetingKey(req)
    let kept = deps.cache.get(key, catalog, now)
    if (kept === null) {
      const answer = placementDrivers(catalog, req)
      // Names the page asked for that the site does not know: not filled.
      for (const name of parsed.value.articlePlacements) if (!(name in answer)) answer[name] = null
      kept = deps.cache.set(key, JSON.stringify({ placementDrivers: answer }), catalog, now)
    }
    const { body } = kept
    // The same body asks the same question: the edge may repeat this answer while it holds (the catalog's
    // tags drop it when an editor saves a driver), without computing the targeting key again.
    deps.keep?.answer({
      method: 'POST',
      url: request.url,
      body: parsed.text,
      answer: body,
      tags: deps.keep.tags,
      maxAgeSeconds: Math.floor((kept.expiresAt - now) / 1000),
    })
    return new Response(body, {
      status: 200,
      headers: { 'content-type': 'application/json', 'cache-control': 'private, no-store' },
    })
  })
}

export { PROFILE_COOKIES }

/** A visit this recent counts as the same first visit. */
export const NEW_READER_WINDOW_MS = 30 * 60 * 1000

export const profileQuery = z.object({
  tagularAnonId: z
    .string({ error: 'tagularAnonId is required: the browser’s anonymous id.' })
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'tagularAnonId must be 8 to 64 letters, digits or dashes.'),
  audiences: z
    .string()
    .max(800)
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((a) => a.trim())
            .filter(Boolean)
        : null,
    )
    .refine(
      (list) => list === null || list.every((a) => (AUDIENCE_VALUES as readonly string[]).includes(a)),
      {
        message: `audiences must be a comma-separated list of: ${AUDIENCE_VALUES.join(', ')}.`,
      },
    ),
})

function cookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie') ?? ''
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=')
    if (k === name) return decodeURIComponent(v.join('='))
  }
  return null
}

/** The audiences of a browser, from first-party signals only: this site's cookies and the CDN's country. */
export function audiencesOf(
  signals: { subscriber: boolean; firstSeen: number | null; country: string | null },
  now: number,
): Audience[] {
  const out: Audience[] = []
  const returning = signals.firstSeen !== null && now - signals.firstSeen > NEW_READER_WINDOW_MS
  out.push(returning ? 'returning-readers' : 'new-readers')
  out.push(signals.subscriber ? 'newsletter-subscribers' : 'not-newsletter-subscribers')
  if (signals.country) out.push(signals.country === 'US' ? 'us-readers' : 'non-us-readers')
  return out
}

/**
 * `GET /api/cdp/profile/v3?tagularAnonId=…&audiences=…` (002 §7): the audiences this browser is in. First-party
 * signals only (this site's cookies, the CDN's country header); nothing is stored, nothing asked of a third
 * party, and the id is only checked for shape. With `audiences`, only those are checked and answered.
 * With Global Privacy Control (`Sec-GPC: 1`, or its relay cookie `wr_gpc`) the first-visit cookie, which
 * only personalisation may keep, is not read: the reader counts as new.
 */
export function handleProfileRequest(
  request: Request,
  resolveCountry: (request: Request) => string | null,
  now: () => number = Date.now,
  varyHeaders: readonly string[] = [],
): Response {
  const query = parseQuery(profileQuery, new URL(request.url).searchParams)
  if (!query.ok) return query.response
  const gpc = gpcFromHeader(request.headers.get(GPC_HEADER)) || gpcFromCookie(request.headers.get('cookie'))
  const firstSeenText = gpc ? null : cookie(request, PROFILE_COOKIES.firstSeen)
  const firstSeen = firstSeenText && /^\d{10,15}$/.test(firstSeenText) ? Number(firstSeenText) : null
  const all = audiencesOf(
    {
      subscriber: cookie(request, PROFILE_COOKIES.subscriber) === '1',
      firstSeen,
      country: resolveCountry(request),
    },
    now(),
  )
  const asked = query.value.audiences
  return json(
    { audiences: asked ? all.filter((a) => asked.includes(a)) : all },
    {
      cacheControl: 'private, no-store',
      headers: { vary: ['Cookie', 'Sec-GPC', ...varyHeaders].join(', ') },
    },
  )
}
