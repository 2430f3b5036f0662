/* Pure rules for the article tiles block (spec 000 §3 "Tiles block", §5, §9). No React here. */
import type { TilesBlock } from '@/cms/payload-types'

export const TILE_TITLE_MAX = 26
export const TILES_HEADING_MAX = 60
export const TILES_HEADING_PREFIX = 'Discover more about'

const ELLIPSIS = '…'
/** A word boundary is used only when it keeps at least this share of the allowed text. */
const WORD_BOUNDARY_MIN_SHARE = 2 / 3
const TRAILING_JUNK = /[\s\p{P}]+$/u

/**
 * Shortens `text` to at most `max` characters (code points), counting the trailing "…" when it is cut.
 * Whitespace runs collapse to one space. When a word boundary falls in the last third of the room it cuts
 * there; trailing spaces and punctuation are dropped before the ellipsis.
 */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  const chars = Array.from(clean)
  if (chars.length <= max) return clean
  if (max < 1) return ''
  if (max === 1) return ELLIPSIS

  const room = max - 1
  let kept = chars.slice(0, room).join('')
  if (chars[room] !== ' ') {
    const lastSpace = kept.lastIndexOf(' ')
    if (lastSpace > 0 && Array.from(kept.slice(0, lastSpace)).length >= room * WORD_BOUNDARY_MIN_SHARE) {
      kept = kept.slice(0, lastSpace)
    }
  }
  const tidy = kept.replace(TRAILING_JUNK, '')
  // Text made only of punctuation: keep the hard cut rather than an ellipsis alone.
  return `${tidy || kept}${ELLIPSIS}`
}

/** The full heading text, before truncation. */
export function fullTilesHeading(hubTitle: string): string {
  const hub = hubTitle.replace(/\s+/g, ' ').trim()
  return hub ? `${TILES_HEADING_PREFIX} ${hub}` : TILES_HEADING_PREFIX
}

/** "Discover more about" + hub title, cut to 60 characters. */
export function tilesHeading(hubTitle: string): string {
  return truncate(fullTilesHeading(hubTitle), TILES_HEADING_MAX)
}

export type TileHref = { kind: 'internal' | 'external'; href: string }

/**
 * Classifies a tile URL. Internal: a site path ("/…", not "//…") or an in-page anchor ("#…").
 * External: http(s) or protocol-relative. Anything else (javascript:, mailto:, bare words) is refused.
 */
export function classifyTileHref(url: string): TileHref | null {
  const href = url.trim()
  if (!href) return null
  if (href.startsWith('#') || (href.startsWith('/') && !href.startsWith('//'))) {
    return { kind: 'internal', href }
  }
  if (/^https?:\/\/[^\s/]/i.test(href) || /^\/\/[^\s/]/.test(href)) return { kind: 'external', href }
  return null
}

export type TileLink = {
  /** Shown text, at most TILE_TITLE_MAX characters. */
  label: string
  /** Untruncated title (whitespace tidied). */
  fullTitle: string
  truncated: boolean
  href: string
  external: boolean
}

/** The tiles worth rendering: each needs a title and a usable URL. */
export function tileLinks(tiles: TilesBlock['tiles']): TileLink[] {
  const links: TileLink[] = []
  for (const tile of tiles ?? []) {
    const fullTitle = (tile.title ?? '').replace(/\s+/g, ' ').trim()
    const target = classifyTileHref(tile.url ?? '')
    if (!fullTitle || !target) continue
    const label = truncate(fullTitle, TILE_TITLE_MAX)
    links.push({
      label,
      fullTitle,
      truncated: label !== fullTitle,
      href: target.href,
      external: target.kind === 'external',
    })
  }
  return links
}
