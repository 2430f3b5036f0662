// The readers' mixed load, shared by `npm run bench` (its cluster part) and `npm run soak`: which pages and
// calls, in what shares, and how the product beacons it sends are counted back.

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

export const GALLERY = '/health/widget-gallery'
export const COMMERCE_ARTICLE = '/health/best-cbd-gummies'
export const PLAIN_ARTICLE = '/health/high-blood-pressure-and-sleep'
export const DRUG_PAGE = '/drugs/atorvastatin'
export const DRUG_TEMPLATE = '/drugs/lisinopril-savings'

/** Price requests as readers' widgets make them: the seeded drugs' formulations around several ZIP codes. */
export const PRICE_QUERIES = [
  ['99201-0120-30', 30, '47201'],
  ['99201-0140-30', 90, '10001'],
  ['99201-0110-30', 30, '60614'],
  ['99201-0180-30', 90, '94110'],
  ['99201-0120-30', 90, '30309'],
].map(([ndc, quantity, zip]) => `/api/optum/prices?formulationId=${ndc}&quantity=${quantity}&zip=${zip}`)

/** A POST of 10 product events (9 impressions, a click) for `articlePath`. */
export function beaconBody(articlePath, i) {
  return JSON.stringify({
    events: Array.from({ length: 10 }, (_, k) => ({
      kind: k === 9 ? 'click' : 'impression',
      productId: String(((i + k) % 5) + 1),
      articlePath,
      position: (k % 5) + 1,
    })),
  })
}
export const readerAddress = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255 || 1}`

/** The reader mix of the mixed load: where a share of the requests go, by kind. */
export const MIX = [
  [
    'article',
    45,
    [
      PLAIN_ARTICLE,
      '/health/erectile-dysfunction',
      '/health/cbd-dosage-guide',
      '/nutrition/mediterranean-diet-basics',
      '/fitness/walking-for-heart-health',
      DRUG_PAGE,
      DRUG_TEMPLATE,
      COMMERCE_ARTICLE,
      GALLERY,
    ],
  ],
  ['home', 5, ['/']],
  ['section', 5, ['/health', '/drugs', '/nutrition', '/fitness']],
  [
    'search',
    9,
    [
      '/search?q1=sleep',
      '/search?q1=blood%20pressure',
      '/search?q1=cbd',
      '/search?q1=statin',
      '/search?q1=walking',
    ],
  ],
  // Queries nobody asked before: rendered on demand.
  ['search-new', 0.5, null],
  [
    'suggest',
    10,
    [
      '/api/search/suggest?q=sl',
      '/api/search/suggest?q=blood',
      '/api/search/suggest?q=cbd%20g',
      '/api/search/suggest?q=hear',
    ],
  ],
  ['prices', 10.5, PRICE_QUERIES],
  ['beacon', 15, null],
]
export const MIX_TOTAL = MIX.reduce((n, [, w]) => n + w, 0)

/**
 * A deterministic shuffle of the mix: request i's kind and address. Its beacons carry `origin` (the instances'
 * SITE_URL), as their pages' would: the calls refuse a POST no page of the site made.
 */
export function mixedRequest(i, beaconPath, origin) {
  const x = Math.imul(i ^ 0x9e3779b9, 0x85ebca6b) >>> 0
  let pick = (x % 10_000) / (10_000 / MIX_TOTAL)
  const headers = { 'x-forwarded-for': readerAddress(i) }
  for (const [kind, weight, urls] of MIX) {
    if (pick >= weight) {
      pick -= weight
      continue
    }
    if (kind === 'beacon')
      return {
        kind,
        method: 'POST',
        path: '/api/commerce/events',
        headers: { ...headers, 'content-type': 'text/plain', origin },
        body: beaconBody(beaconPath, i),
      }
    if (kind === 'search-new') return { kind, path: `/search?q1=sleep%20${i}`, headers }
    return { kind, path: urls[(x >>> 8) % urls.length], headers }
  }
  return { kind: 'home', path: '/', headers }
}

/** Sum of events in beacons answered 2xx, and the events stored for the same article path. */
export async function beaconAccounting(db, answers, beaconPath) {
  let answered = 0
  for (const a of answers) if (a.kind === 'beacon' && a.status >= 200 && a.status < 300) answered += 10
  let stored = 0
  for (let i = 0; i < 20; i++) {
    const { rows } = await db.query(
      'SELECT COALESCE(SUM(impressions + clicks), 0)::int AS n FROM commerce_stats WHERE article_path = $1',
      [beaconPath],
    )
    stored = rows[0].n
    if (stored >= answered) break
    await sleep(250)
  }
  return { eventsAnsweredTwoHundred: answered, eventsStored: stored, lost: Math.max(0, answered - stored) }
}
