/**
 * The share kit's rules (000 §4, §7, §9): which targets a reader is offered, the link each opens, the copy
 * button's timeline, when the device's own share sheet is used, and what the data layer records. Pure: the
 * client leaf (`Share.client.tsx`) only reads the page's origin and the viewport, then follows these.
 *
 * Nothing is sent anywhere by these links until the reader picks one: choosing a target is the reader's
 * consent to hand the page's address and title to that network.
 */

import { breakpoints } from '@/lib/tokens'
import type { TrackEvent } from '@/lib/tracking'

/** 000 §4, §9: after "Copy link" a spinner shows for 1 second… */
export const COPY_SPINNER_MS = 1000
/** …then the text 'Link Copied!' for 5 seconds. */
export const LINK_COPIED_MS = 5000
export const LINK_COPIED_TEXT = 'Link Copied!'
/** When the browser refuses to copy: the link is selected in the dialog's field instead. */
export const COPY_FAILED_TEXT = 'Couldn’t copy the link. It is selected in the box below: copy it from there.'

/** 000 §4: the device's native share sheet on mobile; the dialog on tablet and desktop (768 px and up). */
export const NATIVE_SHARE_BELOW_PX: number = breakpoints.widgetGroupB[0]

/** X counts a link as 23 characters: the words, a space and the link fit in a 280-character post. */
export const X_TEXT_MAX = 280 - 23 - 1

export type ShareTarget = 'copy' | 'email' | 'facebook' | 'pinterest' | 'x'

/** Each target's name as readers see it in the dialog. */
export const SHARE_TARGET_LABELS: Record<ShareTarget, string> = {
  copy: 'Copy link',
  email: 'Email',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
  x: 'X (Twitter)',
}

/** 000 §9: copy link, email, Facebook; then Pinterest when there is a preview image, otherwise X. */
export function shareTargets(hasImage: boolean): ShareTarget[] {
  return ['copy', 'email', 'facebook', hasImage ? 'pinterest' : 'x']
}

/** What is shared: the page's absolute address, its title, a line about it and (for Pinterest) a picture. */
export type ShareContent = {
  url: string
  title: string
  description?: string | null
  /** An absolute http(s) address of the preview picture, or null without one. */
  imageUrl?: string | null
}

const clean = (value: string | null | undefined): string =>
  typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : ''

/**
 * The article's canonical address on this site (`origin` + `path`, without the page's query or fragment),
 * with `#anchor` when given so the link opens at the widget. The path alone when the origin is unusable.
 */
export function sharedPageUrl(origin: string, path: string, anchor?: string | null): string {
  const bare = path.split(/[?#]/)[0] ?? ''
  let url: URL
  try {
    url = new URL(bare, origin)
  } catch {
    return bare
  }
  const id = clean(anchor).replace(/[^A-Za-z0-9_-]+/g, '-')
  return `${url.origin}${url.pathname}${id ? `#${id}` : ''}`
}

/** A picture's address another site can fetch (Pinterest): absolute http(s), else null (data:, javascript:…). */
export function publicImageUrl(src: string | null | undefined, origin: string): string | null {
  const value = clean(src)
  if (!value) return null
  try {
    const url = new URL(value, origin)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

const query = (params: Record<string, string>): string =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&')

/** Facebook's sharer: the address only (Facebook reads the title and picture from the page itself). */
export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`
}

/** The post's words for X, shortened at a word to fit beside the link. */
export function xText(text: string): string {
  const words = clean(text)
  if (words.length <= X_TEXT_MAX) return words
  const cut = words.slice(0, X_TEXT_MAX - 1)
  const space = words[X_TEXT_MAX - 1] === ' ' ? cut.length : cut.lastIndexOf(' ')
  return `${(space > cut.length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** X's (Twitter's) post intent: the words and the address, for the reader to edit before posting. */
export function xShareUrl(url: string, text: string): string {
  return `https://twitter.com/intent/tweet?${query({ text: xText(text), url })}`
}

/** Pinterest's pin-creation link: the address, the picture to pin and its words. */
export function pinterestShareUrl(url: string, imageUrl: string, description: string): string {
  return `https://www.pinterest.com/pin/create/button/?${query({ url, media: imageUrl, description })}`
}

export const EMAIL_SUBJECT_PREFIX = 'Thought this might help'
export const EMAIL_OPENING = 'I came across this and thought it might be useful.'

/**
 * The mail the reader's own mail app opens with (a mailto: link, nothing sent by the site): the subject
 * "Thought this might help: <title>", a short opening line, the title and description, then the link.
 * Spaces are %20 and lines end in CRLF, as RFC 6068 asks.
 */
export function emailShare(content: Pick<ShareContent, 'url' | 'title' | 'description'>): {
  subject: string
  body: string
  href: string
} {
  const title = clean(content.title)
  const description = clean(content.description)
  const subject = title ? `${EMAIL_SUBJECT_PREFIX}: ${title}` : EMAIL_SUBJECT_PREFIX
  const about = [title, description].filter(Boolean).join('\r\n')
  const body = [EMAIL_OPENING, about, content.url].filter(Boolean).join('\r\n\r\n')
  return { subject, body, href: `mailto:?${query({ subject, body })}` }
}

/** The link a target opens, or null for copy (a button) and for Pinterest without a picture. */
export function targetHref(target: ShareTarget, content: ShareContent): string | null {
  const title = clean(content.title)
  switch (target) {
    case 'copy':
      return null
    case 'email':
      return emailShare(content).href
    case 'facebook':
      return facebookShareUrl(content.url)
    case 'x':
      return xShareUrl(content.url, title)
    case 'pinterest': {
      if (!content.imageUrl) return null
      const description = clean(content.description)
      return pinterestShareUrl(
        content.url,
        content.imageUrl,
        description ? `${title}: ${description}` : title,
      )
    }
  }
}

export type CopyPhase = 'idle' | 'copying' | 'copied'

/** The copy button's timeline from the click: spinner, then 'Link Copied!', then back to "Copy link". */
export const COPY_TIMELINE: ReadonlyArray<{ at: number; phase: CopyPhase }> = [
  { at: 0, phase: 'copying' },
  { at: COPY_SPINNER_MS, phase: 'copied' },
  { at: COPY_SPINNER_MS + LINK_COPIED_MS, phase: 'idle' },
]

/** Where the copy button is `elapsedMs` after the click (null: never clicked). */
export function copyPhaseAt(elapsedMs: number | null): CopyPhase {
  if (elapsedMs === null || elapsedMs < 0) return 'idle'
  let phase: CopyPhase = 'idle'
  for (const step of COPY_TIMELINE) if (elapsedMs >= step.at) phase = step.phase
  return phase
}

/** 000 §4: phones are narrower than the first widget breakpoint (768 px). */
export function isMobileWidth(viewportWidth: number): boolean {
  return Number.isFinite(viewportWidth) && viewportWidth < NATIVE_SHARE_BELOW_PX
}

/** The device's share sheet on mobile when the browser has one; the dialog otherwise. */
export function usesNativeShare({
  hasNativeShare,
  viewportWidth,
}: {
  hasNativeShare: boolean
  viewportWidth: number
}): boolean {
  return hasNativeShare && isMobileWidth(viewportWidth)
}

/** What a widget tells the data layer about itself with its share events (000 §7: e.g. 'downloadable'). */
export type ShareTracking = { category: string; position?: number }

const base = (tracking: ShareTracking) => ({
  category: tracking.category,
  ...(tracking.position !== undefined ? { position: tracking.position } : {}),
})

/** "Share opened": in the dialog, or the device's share sheet. */
export function shareOpenEvent(tracking: ShareTracking, method: 'dialog' | 'native'): TrackEvent {
  return { name: 'share_open', ...base(tracking), method }
}

/** "Share target chosen": the target's name only (never the address or what the reader writes). */
export function shareTargetEvent(tracking: ShareTracking, target: ShareTarget): TrackEvent {
  return { name: 'share_target', ...base(tracking), target }
}
