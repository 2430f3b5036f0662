/*
 * How error reports group (issue 29, ADR 27 §9), pure. Two reports are one group when they share their kind,
 * their message with every number as 0 (`normaliseMessage`), and their top frame after source mapping: the
 * original file and function name, not a line or a column (they move with every edit) nor a chunk's hashed
 * name (it changes with every build). So a group outlives deploys, and a new build's same bug adds to it.
 */
import { createHash } from 'node:crypto'
import { normaliseMessage } from './scrub'
import type { BrowserFamily, ErrorKind } from './shared'
import { framesOf, type StackFrame } from './stack'

/** The frame a group is named by: the innermost in the project's own code, else the innermost of all. */
export function topFrame(stack: string | undefined): StackFrame | null {
  const frames = framesOf(stack ?? '')
  return frames.find((f) => f.file.startsWith('src/')) ?? frames[0] ?? null
}

/** A file as the fingerprint compares it: no query; the site's build files without origin or hash. */
export function stableFile(file: string): string {
  if (/^(src|node_modules)\//.test(file)) return file
  const bare = file.replace(/[?#].*$/, '')
  const local = bare.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '')
  // The site's own build file, whichever host served it, is named after its content's hash (Turbopack:
  // `0cnas7jj4d-.js`): only its kind stays. Another host's file keeps its host (which third party failed).
  return local.startsWith('/_next/static/') ? local.replace(/\/[^/]+?(\.[a-z]+)$/i, '/*$1') : bare
}

/** The top frame as stored and shown: `src/ui/lazyLeaf.tsx in componentDidCatch`. */
export function describeFrame(frame: StackFrame | null): string {
  if (!frame) return ''
  const file = stableFile(frame.file)
  return frame.fn ? `${file} in ${frame.fn}` : file
}

export type FingerprintInput = {
  kind: ErrorKind
  message: string
  /** The mapped, scrubbed stack. */
  stack?: string
  /** The failed script or stylesheet (resource errors), scrubbed: its file names the group when there is no stack. */
  source?: string
}

/** The group's id: 32 hex digits of a SHA-256 of kind, normalised message and top frame. */
export function fingerprint({ kind, message, stack, source }: FingerprintInput): string {
  const frame = describeFrame(topFrame(stack)) || (source ? stableFile(source) : '')
  return createHash('sha256')
    .update([kind, normaliseMessage(message), frame].join('\u0000'))
    .digest('hex')
    .slice(0, 32)
}

/** The browser family a User-Agent names; the User-Agent itself is never kept. */
export function browserFamily(userAgent: string | null | undefined): BrowserFamily {
  const ua = userAgent ?? ''
  // Order matters: Edge's UA also says Chrome and Safari; Chrome's also says Safari.
  if (/\bEdg(e|A|iOS)?\//.test(ua)) return 'edge'
  if (/\b(Firefox|FxiOS)\//.test(ua)) return 'firefox'
  if (/\b(Chrome|Chromium|CriOS)\//.test(ua)) return 'chrome'
  if (/\bSafari\//.test(ua) && /\bVersion\//.test(ua)) return 'safari'
  return 'other'
}
