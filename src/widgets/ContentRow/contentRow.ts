/* Pure rules for the full-width and split rows (spec 001 §2 "full-width and split rows"). No React here. */
import type { ContentRowBlock } from '@/cms/payload-types'
import { type ImageView, imageView } from '@/content/image'
import { plainTextFromRichText } from '@/content/lexical'
import type { DisplayWidths } from '@/content/Picture'
import { textOf } from '@/lib/text'
import { acceptedUrl } from '@/lib/urlRules'

/** Editors' length limits (stated in the fields' help). */
export const HEADING_MAX = 100
export const LINK_TEXT_MAX = 60

export type RowLayout = 'full' | 'split'
export type PicturePlacement = 'above' | 'behind'
export type PictureSide = 'left' | 'right'

export type ContentRowFields = Partial<Omit<ContentRowBlock, 'blockType'>>

export type RowLink = { text: string; href: string }

export type ContentRowView = {
  layout: RowLayout
  /** Full-width band: the picture above the heading and text, or behind them. */
  placement: PicturePlacement
  /** Split row: the picture's side from 768 px up (phones stack it above the text). */
  side: PictureSide
  picture: ImageView | null
  heading: string | null
  /** The rich text, when it has words. */
  text: unknown
  link: RowLink | null
}

const tidy = (value: unknown) => textOf(value).replace(/\s+/g, ' ')

/** The row's link: words and an address the CMS accepts (site path, #section, web address), or null. */
export function rowLink(block: Pick<ContentRowFields, 'linkText' | 'linkUrl'>): RowLink | null {
  const text = tidy(block.linkText)
  const href = acceptedUrl(block.linkUrl, { anchor: true })
  return text && href ? { text, href } : null
}

/** A link needs both its words and its address: what to fix when only one is filled, else null. */
export function linkProblem(block: Pick<ContentRowFields, 'linkText' | 'linkUrl'>): string | null {
  const text = tidy(block.linkText)
  const href = textOf(block.linkUrl)
  if (href && !text) return 'Add the link’s words, or clear the link’s address.'
  if (text && !href) return 'Add the link’s address, or clear the link’s words.'
  return null
}

/**
 * What the row shows, or null when it has neither heading nor text (a picture alone is the body's upload's
 * job). Unknown choices fall back to the defaults (split, picture left, above); a picture "behind" needs a
 * picture, so without one the heading and text stand alone.
 */
export function contentRowView(block: ContentRowFields): ContentRowView | null {
  const heading = tidy(block.heading) || null
  const text = plainTextFromRichText(block.text).trim() ? block.text : null
  if (!heading && !text) return null
  const picture = imageView(block.picture)
  const layout: RowLayout = block.layout === 'full' ? 'full' : 'split'
  const placement: PicturePlacement = block.picturePlacement === 'behind' && picture ? 'behind' : 'above'
  const side: PictureSide = block.pictureSide === 'right' ? 'right' : 'left'
  return { layout, placement, side, picture, heading, text, link: rowLink(block) }
}

/** The picture's displayed width (CSS px, issue 31): half the article column in a split row, the site's width in a band. */
export function pictureDisplay(layout: RowLayout): DisplayWidths {
  // Split: the text column's half from 768 px (a 24 px gap between), the column on phones. Full: the band.
  return layout === 'split' ? { mobile: 343, desktop: 348 } : { mobile: 375, desktop: 1190 }
}
