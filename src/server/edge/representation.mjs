// @ts-check
/**
 * A response body prepared once and served many times: the bytes as they are, gzip and brotli, each with a
 * strong ETag, compressed off the main thread (zlib's thread pool). Used by the edge (`cached-answers.mjs`)
 * for cached pages, build assets and the hot calls' kept answers.
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { log } from '../../platform/log.mjs'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** Bodies smaller than this go as they are: compression would not pay for its own headers. */
export const MIN_COMPRESSIBLE_BYTES = 1024

/** Content types worth compressing: text, JSON, scripts, XML and SVG; never pictures, sound or video. */
export const COMPRESSIBLE_TYPE =
  /^(text\/|application\/(javascript|json|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/i

/**
 * Brotli quality. Pages: 10, compressed again after every edit that touches them, at about a third of 11's
 * cost for 2 % more bytes (the widget gallery, 564 KB: 48.0 KB in ~200 ms against 47.1 KB in ~600 ms).
 * Build assets, compressed once per deployment: 11 (the smallest output) up to 512 KiB; 9 above, where 11
 * costs seconds per file (the admin's largest scripts are megabytes) for a few per cent.
 *
 * Answers of the hot calls (call-answers.mjs), many and small and each made on a reader's request: 5, at 0.19 ms
 * for a 3.3 KB drivers answer against 3.3 ms at 10 (717 bytes against 617), on a machine whose two cores also
 * serve the requests.
 *
 * @param {'page' | 'asset' | 'answer'} kind
 * @param {number} bytes
 */
export function brotliQuality(kind, bytes) {
  if (kind === 'answer') return 5
  if (kind === 'page') return 10
  return bytes <= 512 * 1024 ? 11 : 9
}

/** @typedef {'br' | 'gzip' | 'identity'} Encoding */

/**
 * @typedef {object} Variant
 * @property {Buffer} body
 * @property {string} etag
 * @property {Encoding} encoding
 */

export class Representation {
  /**
   * @param {Buffer} raw
   * @param {{ compressible: boolean, brotliQuality: number }} options
   */
  constructor(raw, { compressible, brotliQuality }) {
    const hash = createHash('sha256').update(raw).digest('base64url').slice(0, 27)
    /** @type {Variant} */
    this.identity = { body: raw, etag: `"${hash}"`, encoding: 'identity' }
    /** @type {Variant | null} */
    this.gzip = null
    /** @type {Variant | null} */
    this.br = null
    this.compressible = compressible && raw.length >= MIN_COMPRESSIBLE_BYTES
    /** Settles when both compressed variants exist (or compression was not worth it). */
    this.ready = this.compressible ? this.compress(hash, brotliQuality) : Promise.resolve()
    /** True once `ready` has settled. */
    this.settled = !this.compressible
  }

  /** @param {string} hash @param {number} quality */
  async compress(hash, quality) {
    const raw = this.identity.body
    try {
      const gz = await gzip(raw, { level: 9 })
      if (gz.length < raw.length) this.gzip = { body: gz, etag: `"${hash}-gz"`, encoding: 'gzip' }
      // Brotli at a high quality costs a few hundred milliseconds of CPU for a large page: one at a time, in
      // the background, so that a burst of new entries (a deployment, an edit every page shows) never takes
      // the cores from the requests being answered. Meanwhile gzip serves.
      const br = await oneAtATime(() =>
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        }),
      )
      if (br.length < raw.length) this.br = { body: br, etag: `"${hash}-br"`, encoding: 'br' }
    } catch (error) {
      log('edge').error({ err: error }, 'compressing a response failed; it is served uncompressed')
    } finally {
      this.settled = true
    }
  }

  /**
   * The variant to send for an Accept-Encoding header, or null while nothing compressed exists yet (the caller
   * then lets Next.js answer, compressing on the fly, rather than sending a large uncompressed body).
   *
   * @param {AcceptedEncodings} accepted
   * @returns {Variant | null}
   */
  choose(accepted) {
    if (accepted.br && this.br) return this.br
    if (accepted.gzip && this.gzip) return this.gzip
    // Nothing compressed yet (a fresh entry, for a few milliseconds): let Next.js answer meanwhile.
    if (!this.settled && (accepted.br || accepted.gzip)) return null
    return this.identity
  }
}

/** @type {Array<() => void>} */
const waiting = []
let running = false

/**
 * Run `job` when no other job of this queue runs (first come, first served).
 * @template T
 * @param {() => Promise<T>} job
 * @returns {Promise<T>}
 */
export function oneAtATime(job) {
  return new Promise((resolve, reject) => {
    const start = () => {
      running = true
      job()
        .then(resolve, reject)
        .finally(() => {
          running = false
          waiting.shift()?.()
        })
    }
    if (running) waiting.push(start)
    else start()
  })
}

/**
 * @typedef {{ br: boolean, gzip: boolean }} AcceptedEncodings
 */

/** @type {Map<string, AcceptedEncodings>} */
const parsedHeaders = new Map()
const NONE = Object.freeze({ br: false, gzip: false })

/**
 * Which compressions an Accept-Encoding header allows (q=0 refuses one; `*` stands for any not named).
 * Browsers send a handful of distinct headers, so answers are remembered.
 *
 * @param {string | undefined} header
 * @returns {AcceptedEncodings}
 */
export function acceptedEncodings(header) {
  if (!header) return NONE
  const known = parsedHeaders.get(header)
  if (known) return known
  /** @type {Record<string, number>} */
  const q = {}
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    let weight = 1
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)
      if (m) weight = Number(m[1])
    }
    q[name.trim()] = weight
  }
  const allows = (/** @type {string} */ name) => (q[name] ?? q['*'] ?? 0) > 0
  const result = Object.freeze({ br: allows('br'), gzip: allows('gzip') || allows('x-gzip') })
  if (parsedHeaders.size > 200) parsedHeaders.clear()
  parsedHeaders.set(header, result)
  return result
}

/**
 * Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for If-None-Match; `*` matches).
 * @param {string | undefined} header
 * @param {string} etag
 */
export function notModified(header, etag) {
  if (!header) return false
  if (header.trim() === '*') return true
  for (const candidate of header.split(',')) {
    const tag = candidate.trim()
    if (tag === etag || tag === `W/${etag}`) return true
  }
  return false
}
