/**
 * Announcement bar rules (001 §3 "Announcement bar", §4 "Announcement bar"): which bar shows, the key its
 * dismissal is stored under, safe colours with readable contrast, the call-to-action link and the logo.
 * Pure functions, no React; server-side only (the named-colour table behind `@/lib/color` stays out of the
 * client bundle).
 */
import type { AnnouncementBar } from '@/cms/payload-types'
import { addressFor } from '@/content/image'
import { contrastRatio, MIN_CONTRAST, parseColor, type Rgb, sanitizeColor, toHex } from '@/lib/color'
import { isInternalHref, linkAttributes, safeHref } from '@/lib/links'
import { breakpoints, colors } from '@/lib/tokens'
import { DISMISS_MS, isDismissed, STORAGE_KEY_PREFIX } from './dismissal'

export { DISMISS_MS, isDismissed }

/** What the stored global may look like: every field optional, as an unsaved global or old row can be. */
export type AnnouncementBarData = Partial<AnnouncementBar> | null | undefined

export type BarVariant = 'none' | 'announcement' | 'privacyUpdated'

/** Collapses runs of whitespace and trims; '' for anything that is not a string. */
export function cleanText(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : ''
}

/**
 * Which bar to show: none when the bar is switched off; the privacy-updated bar when that option is on
 * (it has its own fixed copy, so it needs no text); otherwise the announcement, when it has a headline or
 * text to show.
 */
export function barVariant(bar: AnnouncementBarData): BarVariant {
  if (!bar?.enabled) return 'none'
  if (bar.isPrivacySettingsUpdatedMPD) return 'privacyUpdated'
  if (!cleanText(bar.headline) && !cleanText(bar.announcementText)) return 'none'
  return 'announcement'
}

/** FNV-1a (32-bit) of the UTF-16 code units, base 36: short, stable, and not a security boundary. */
export function contentHash(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}

/**
 * The localStorage key a dismissal of this bar is stored under: a fixed prefix plus a hash of the variant,
 * the campaign name, the headline and the text (whitespace-normalised).
 *
 * Because the content is part of the key, a NEW announcement shows to everyone, including readers who
 * dismissed the previous one in the last 14 days. The flip side: editing the headline or text (even fixing
 * a typo) counts as a new announcement and shows it again to readers who had dismissed it; changing only
 * the colours, logo or call to action does not. The privacy-updated bar has fixed copy, so its key depends
 * on the campaign name only: a new privacy update needs a new campaign name to show again to dismissers.
 */
export function storageKey(bar: AnnouncementBarData): string {
  const variant = barVariant(bar)
  const parts =
    variant === 'privacyUpdated'
      ? [variant, cleanText(bar?.campaignName)]
      : [variant, cleanText(bar?.campaignName), cleanText(bar?.headline), cleanText(bar?.announcementText)]
  return `${STORAGE_KEY_PREFIX}${contentHash(parts.join('\u0000'))}`
}

// ——— colours ———

/** Colour parsing, sanitising and contrast live in `@/lib/color` (shared with the product card). */
export { contrastRatio, MIN_CONTRAST, parseColor, type Rgb, sanitizeColor, toHex }

/** The default pair: `colors.brand` and `colors.paper` in `@/lib/tokens` (`--color-brand`, `--color-paper`). */
export const DEFAULT_BACKGROUND: string = colors.brand
export const DEFAULT_TEXT: string = colors.paper

/**
 * The bar's colours: each editor value if it is an accepted colour, else the default; and if the resulting
 * pair reads below 4.5:1 the default pair instead. null means "use the token" (the CSS falls back to it).
 */
export function barColors(
  backgroundColor: unknown,
  textColor: unknown,
): { background: string | null; text: string | null } {
  const bg = parseColor(backgroundColor)
  const fg = parseColor(textColor)
  const pairBg = bg ?? (parseColor(DEFAULT_BACKGROUND) as Rgb)
  const pairFg = fg ?? (parseColor(DEFAULT_TEXT) as Rgb)
  if (contrastRatio(pairBg, pairFg) < MIN_CONTRAST) return { background: null, text: null }
  return { background: bg ? toHex(bg) : null, text: fg ? toHex(fg) : null }
}

// ——— call to action ———

export type CallToAction = {
  label: string
  /** `button` renders the link styled as a button; it is still a link, because it navigates. */
  appearance: 'link' | 'button'
  href: string
  target?: string
  rel?: string
  /** Whether it opens in a new tab (the link then says so to screen-reader users). */
  newTab: boolean
}

/**
 * The call to action, or null without a label or a safe URL. Internal links open in the same tab; external
 * ones open in a new tab without opener or referrer, unless the editor chose the same tab.
 */
export function callToAction(bar: AnnouncementBarData, siteHost: string): CallToAction | null {
  const label = cleanText(bar?.callToAction)
  const href = safeHref(bar?.callToActionURL)
  if (!label || !href) return null
  const appearance = bar?.callToActionType === 'button' ? 'button' : 'link'
  const attrs = linkAttributes(href, siteHost)
  if (bar?.openCallToActionUrlOnSameTab && !isInternalHref(href, siteHost)) {
    const { target: _sameTab, ...rest } = attrs
    return { label, appearance, ...rest, newTab: false }
  }
  return { label, appearance, ...attrs, newTab: attrs.target === '_blank' }
}

// ——— logo ———

/**
 * Media queries for the logo's breakpoints (the field descriptions: below 768, 768–1189, 1190 and up): the
 * first and last site breakpoints from `@/lib/tokens`.
 */
export const LOGO_MEDIA = {
  tablet: `(min-width: ${breakpoints.site[0]}px)`,
  desktop: `(min-width: ${breakpoints.site[3]}px)`,
} as const

/** An image URL that is safe to load: http(s) or a path on this site. */
export function safeImageUrl(value: unknown): string | null {
  const href = safeHref(value)
  return href && /^(https?:\/\/|\/(?!\/))/i.test(href) ? href : null
}

export type LogoSources = { fallback: string; tablet: string | null; desktop: string | null }

/** The logo's box: 96 × 24 px on phones, 112 × 28 px from the first breakpoint (AnnouncementBar.module.css). */
export const LOGO_DISPLAY_WIDTH = 112

/**
 * A logo's address as the page loads it: through the image proxy at the ladder step for its box (issue 31), unless
 * it is on a product's own media host or the proxy cannot fetch it (001 §7).
 */
export function logoAddress(src: string): string {
  return addressFor(src, LOGO_DISPLAY_WIDTH)
}

/**
 * The logo per breakpoint, or null when none is set. A breakpoint without its own URL uses the nearest
 * smaller one that has one (the <img> fallback is the smallest set URL, so it also covers larger ones).
 */
export function logoSources(logoURLs: AnnouncementBar['logoURLs'] | null | undefined): LogoSources | null {
  const mobile = safeImageUrl(logoURLs?.mobile)
  const tablet = safeImageUrl(logoURLs?.tablet)
  const desktop = safeImageUrl(logoURLs?.desktop)
  const fallback = mobile ?? tablet ?? desktop
  if (!fallback) return null
  return {
    fallback,
    tablet: tablet && tablet !== fallback ? tablet : null,
    desktop: desktop && desktop !== (tablet ?? fallback) ? desktop : null,
  }
}
