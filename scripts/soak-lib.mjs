// The arithmetic of `npm run soak` (scripts/soak.mjs), kept apart so that it is tested: windows of a long load,
// their latency and memory, the slope of a series, and the verdict.

/** p-th percentile (0–1) of sorted numbers. */
function percentileOf(sorted, p) {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]
}

/**
 * The least-squares slope of `points` ([x, y] pairs) in y per x; 0 for fewer than two distinct x.
 *
 * @param {Array<[number, number]>} points
 */
export function slope(points) {
  const n = points.length
  if (n < 2) return 0
  const mx = points.reduce((s, [x]) => s + x, 0) / n
  const my = points.reduce((s, [, y]) => s + y, 0) / n
  let sxy = 0
  let sxx = 0
  for (const [x, y] of points) {
    sxy += (x - mx) * (y - my)
    sxx += (x - mx) ** 2
  }
  return sxx === 0 ? 0 : sxy / sxx
}

/**
 * The answers of a load cut into windows of `seconds` by their due time (ms from the start): each window's
 * requests, p99 latency (ms), failures (connection errors and 5xx) and answers per second.
 *
 * @param {Array<{ due: number, latencyMs: number, status: number, error: string | null }>} answers
 * @param {number} seconds
 */
export function windowsOf(answers, seconds) {
  const size = seconds * 1000
  /** @type {Map<number, typeof answers>} */
  const byWindow = new Map()
  for (const a of answers) {
    const w = Math.floor(a.due / size)
    const list = byWindow.get(w)
    if (list) list.push(a)
    else byWindow.set(w, [a])
  }
  return [...byWindow.keys()]
    .sort((a, b) => a - b)
    .map((w) => {
      const list = byWindow.get(w) ?? []
      const latencies = list.map((a) => a.latencyMs).sort((a, b) => a - b)
      return {
        fromSeconds: w * seconds,
        requests: list.length,
        perSecond: Math.round((list.length / seconds) * 10) / 10,
        p99Ms: Math.round(percentileOf(latencies, 0.99) * 10) / 10,
        failed: list.filter((a) => a.error !== null || a.status === 0 || a.status >= 500).length,
      }
    })
}

/**
 * Whether a series stays flat: over the run its fitted line moves by at most `share` of its mean (and, for
 * small values, by at most `floor` in its own unit). Returns the change over the run for the report.
 *
 * @param {Array<[number, number]>} points [minutes, value]
 * @param {{ share: number, floor: number }} limits
 */
export function flatness(points, { share, floor }) {
  if (points.length < 2) return { perTenMinutes: 0, overRun: 0, mean: points[0]?.[1] ?? 0, flat: true }
  const perMinute = slope(points)
  const span = points[points.length - 1][0] - points[0][0]
  const mean = points.reduce((s, [, y]) => s + y, 0) / points.length
  const overRun = perMinute * span
  return {
    perTenMinutes: Math.round(perMinute * 10 * 100) / 100,
    overRun: Math.round(overRun * 100) / 100,
    mean: Math.round(mean * 100) / 100,
    flat: overRun <= Math.max(share * mean, floor),
  }
}

/**
 * The beacons' accounting: every item the site acknowledged (2xx) is stored, and nothing is stored twice or
 * from a refused request. `accepted` counts items in acknowledged requests, `sentInAll` every item sent.
 *
 * @param {{ accepted: number, sentInAll: number, stored: number }} counts
 */
export function storedOnce({ accepted, sentInAll, stored }) {
  return {
    accepted,
    stored,
    missing: Math.max(0, accepted - stored),
    // More than acknowledged: a request the site refused or timed out on was stored anyway, or one was doubled.
    extra: Math.max(0, stored - accepted),
    neverMoreThanSent: stored <= sentInAll,
    ok: stored === accepted,
  }
}
