/**
 * The time the page cache dates things by: wall-clock milliseconds, strictly increasing within this process.
 * Two calls in the same millisecond get values a thousandth of a millisecond apart, so a read that starts
 * after a revalidation in the same millisecond is still dated after it (and one that started before, before
 * it). Across instances the values stay comparable wall-clock times.
 *
 * The last value is kept on `globalThis`: the HTTP server (`server.mjs`) loads this module natively and the
 * app's bundles each carry a copy, and all of them must count on one clock.
 */
const KEY = Symbol.for('wellread.clock')

/** @returns {number} */
export function orderedNow() {
  const shared = /** @type {Record<symbol, { last: number } | undefined>} */ (globalThis)
  let state = shared[KEY]
  if (!state) {
    state = { last: 0 }
    shared[KEY] = state
  }
  const wall = Date.now()
  state.last = wall > state.last ? wall : state.last + 0.001
  return state.last
}
