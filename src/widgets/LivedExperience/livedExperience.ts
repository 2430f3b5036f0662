/*
 * Pure rules for the lived-experience quote (spec 001 §3 "Lived experience: photo, name, credentials, title,
 * quote, cta, authorBioPageUrl"): what the block shows and which links are safe. No React here.
 */
import { isMedia, mediaVariants } from '@/content/image'
import type { ImageVariant } from '@/lib/images'
import { isInternalHref } from '@/lib/links'
import { quoteText, textOf } from '@/lib/text'
import { acceptedUrl } from '@/lib/urlRules'

/** The small label over the quote, telling readers whose voice this is. */
export const LIVED_EXPERIENCE_LABEL = 'Lived experience'
/** The data layer's category for this block's view and button click (001 §7). */
export const LIVED_EXPERIENCE_CATEGORY = 'lived experience'

/** Length limits: stated in the help, counted under each field as editors type, checked on publish. */
export const LIVED_EXPERIENCE_LIMITS = {
  name: 80,
  credentials: 60,
  title: 120,
  quote: 600,
  ctaText: 60,
} as const

export const CTA_NEEDS_URL =
  'Add the button’s link (a page on this site such as /health/sleep, or an https:// address), or clear the button’s words to show no button.'
export const CTA_NEEDS_TEXT =
  'Add the button’s words, e.g. "Read Ruth’s story", or clear the link to show no button.'

/** The block as stored: any field may be missing or malformed. */
export type LivedExperienceFields = {
  photo?: unknown
  name?: unknown
  credentials?: unknown
  title?: unknown
  quote?: unknown
  cta?: { text?: unknown; url?: unknown } | null
  authorBioPageUrl?: unknown
}

export { quoteText }

/** "Name, credentials", without repeating credentials already typed with the name. */
export function nameLine(name: string, credentials: string): string {
  const letters = credentials.replace(/^[\s,]+/, '').trim()
  if (!letters) return name
  if (name.toLowerCase().endsWith(`, ${letters.toLowerCase()}`)) return name
  return `${name}, ${letters}`
}

/** An address an editor typed that is safe to link: https://… or a path on this site; else null. */
export function safeAddress(value: unknown): string | null {
  return acceptedUrl(value)
}

/** The publish check on the button: its words and its link go together. */
export function ctaProblem(text: unknown, url: unknown): string | true {
  const hasText = textOf(text) !== ''
  const hasUrl = textOf(url) !== ''
  if (hasText && !hasUrl) return CTA_NEEDS_URL
  if (hasUrl && !hasText) return CTA_NEEDS_TEXT
  return true
}

/** The round photo's file: the library's small size when there is one (it shows at 96 px), else the original. */
export function photoOf(image: unknown): { src: string; variants?: ImageVariant[] } | null {
  if (!isMedia(image)) return null
  const small = (image.sizes as Record<string, unknown> | undefined)?.thumbnail as
    | { url?: unknown }
    | undefined
  const variants = mediaVariants(image)
  return {
    src: typeof small?.url === 'string' && small.url ? small.url : (image.url as string),
    ...(variants ? { variants } : {}),
  }
}

export type Link = { href: string; external: boolean }

export type LivedExperienceView = {
  quote: string
  name: string
  /** The name with credentials, as shown: "Ruth Adeyemi, RN". */
  nameLine: string
  title: string
  /** Decorative beside the name (its alt is empty), so screen readers hear the name once. */
  photo: { src: string; variants?: ImageVariant[] } | null
  /** The person's bio page: their name links to it. */
  bio: Link | null
  /** The button, only with both its words and a safe link. */
  cta: (Link & { text: string }) | null
}

/** What the block shows, or null without a quote or a name (it then renders nothing). */
export function livedExperienceView(
  block: LivedExperienceFields,
  siteHost: string,
): LivedExperienceView | null {
  const quote = quoteText(block.quote)
  const name = textOf(block.name)
  if (!quote || !name) return null
  const link = (value: unknown): Link | null => {
    const href = safeAddress(value)
    return href ? { href, external: !isInternalHref(href, siteHost) } : null
  }
  const ctaText = textOf(block.cta?.text)
  const ctaLink = link(block.cta?.url)
  return {
    quote,
    name,
    nameLine: nameLine(name, textOf(block.credentials)),
    title: textOf(block.title),
    photo: photoOf(block.photo),
    bio: link(block.authorBioPageUrl),
    cta: ctaText && ctaLink ? { text: ctaText, ...ctaLink } : null,
  }
}
