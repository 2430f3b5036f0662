/*
 * What an error report may keep (issue 29, ADR 27 §9). Error reports are sent without consent because the site
 * needs them to run, so they must carry nothing personal or topical: every text is scrubbed here before it is
 * stored, fingerprinted or forwarded. Pure functions, no I/O.
 *
 * - Any URL (absolute, or a root-relative path) loses its query string and fragment.
 * - Its path is kept only under `/_next/static/` (the build's own files: no reader's topic) and, for `/api/`,
 *   down to the call's name (`/api/drugPricing`); any other path becomes `/…`: an article's path names its
 *   section and slug, which can name a condition or a drug. The route template travels separately.
 * - Email addresses become `[email]`; phone-like numbers and runs of five or more digits (ZIP codes, ids)
 *   become `[number]`.
 */

import { formatFrame, parseFrame } from './stack'

/** Where the build's own browser files live: the only page-side paths a report keeps whole. */
export const STATIC_PATH = '/_next/static/'

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g
/** A phone-like number: 7 or more digits, with spaces, dots, dashes or brackets between them, or a + before. */
const PHONE = /(?<![\w/.:])\+?\(?\d[\d\s().-]{5,}\d(?![\w/])/g
const LONG_NUMBER = /\d{5,}/g
/** A URL with a scheme (http, https, blob, webpack…), up to white space or a closing bracket or quote. */
const ABSOLUTE_URL = /\b([a-z][a-z0-9+.-]*:\/\/)([^/\s'"()<>`]*)([^\s'"()<>`]*)/gi
/** A root-relative path not part of a URL or a word: `/health/sleep?x=1`. */
const ROOT_PATH = /(^|[\s'"(=`])(\/[^\s'"()<>`]*)/g

/** A path as a report may keep it: see the file's comment. `:line:col` after a static file is kept. */
export function scrubPath(path: string): string {
  const bare = path.replace(/[?#][^:]*?(?=(:\d+){1,2}$)|[?#].*$/, '')
  if (bare.startsWith(STATIC_PATH)) return bare
  const api = bare.match(/^\/api\/[A-Za-z0-9_-]+/)
  if (api) return api[0]
  return bare === '/' || bare === '' ? bare : '/…'
}

/** A URL as a report may keep it: its scheme and host, and its path scrubbed. */
export function scrubUrl(url: string): string {
  const m = url.match(/^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)(.*)$/i)
  if (!m) return scrubPath(url)
  const [, scheme, host, rest] = m
  const path = rest!.startsWith('/') ? rest! : rest!.replace(/^[?#].*$/, '')
  return `${scheme}${host!.replace(/^[^@]*@/, '')}${path ? scrubPath(path) : ''}`
}

/** Emails, phone-like numbers and long numbers out of a text (URLs already scrubbed). */
function scrubIdentifiers(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[number]').replace(LONG_NUMBER, '[number]')
}

/** Every URL and path in a text scrubbed, then its emails and numbers. For messages and sources. */
export function scrubText(text: string): string {
  const urls = text
    .replace(ABSOLUTE_URL, (_m, scheme: string, host: string, path: string) =>
      scrubUrl(`${scheme}${host}${path}`),
    )
    .replace(ROOT_PATH, (_m, before: string, path: string) => `${before}${scrubPath(path)}`)
  return scrubIdentifiers(urls)
}

/**
 * A stack scrubbed line by line: each frame's location scrubbed like a URL or a path, keeping its
 * `:line:column` (positions in the code, not a reader's numbers), and written the V8 way; a relative location
 * (a mapped `src/…` file, `node:internal/…`) is the code's own and kept. Any other line (the message a Chrome
 * stack starts with, a component stack's names) is scrubbed like a message.
 */
export function scrubStack(stack: string): string {
  return stack
    .split('\n')
    .map((line) => {
      const frame = parseFrame(line)
      if (!frame) return scrubText(line)
      const file = /^[a-z][a-z0-9+.-]*:\/\//i.test(frame.file)
        ? scrubUrl(frame.file)
        : frame.file.startsWith('/')
          ? scrubPath(frame.file)
          : frame.file
      return formatFrame({ ...frame, fn: scrubIdentifiers(frame.fn), file })
    })
    .join('\n')
}

/** A message as the fingerprint compares it: scrubbed, every number as 0, white space collapsed. */
export function normaliseMessage(message: string): string {
  return scrubText(message)
    .replace(/\[number\]|\d+(\.\d+)?/g, '0')
    .replace(/\s+/g, ' ')
    .trim()
}
