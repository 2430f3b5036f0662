/* Pure rules for the call-out (spec 000 §3 "Call-out widget", §4, §9; 001 §3, §4, §9). No React here. */
import type { Author, CallOutBlock } from '@/cms/payload-types'
import { type ImageView, imageView } from '@/content/image'
import { isRecord, plainTextFromRichText, rootChildren } from '@/content/lexical'
import { readableBackground } from '@/lib/color'
import { textOf } from '@/lib/text'
import { colors } from '@/lib/tokens'
import { acceptedUrl, type UrlKinds } from '@/lib/urlRules'

/** The heading of the related-articles call-out (000 §9), verbatim. */
export const RELATED_ARTICLES_HEADING = 'Related Articles'
/** A content series lists at most 3 articles, and only if more than one (001 §9). */
export const SERIES_ARTICLES_MAX = 3
export const SERIES_ARTICLES_MIN = 2
/** The background wave drifts for this long once shown, then stays still (`CallOut.module.css`). */
export const WAVE_ANIMATION_MS = 5000
/** Editors' length limits (stated in the fields' help). */
export const WHISPER_MAX = 60
export const ITEM_TITLE_MAX = 100

/**
 * The call-out's icons: a fixed set drawn by the site (`icons.tsx`), one per kind of message. The keys are
 * what the CMS saves; the labels are what editors pick from.
 */
export const CALL_OUT_ICONS = [
  { value: 'info', label: 'Information (i)' },
  { value: 'tip', label: 'Tip (light bulb)' },
  { value: 'caution', label: 'Caution (warning sign)' },
  { value: 'check', label: 'Key point (check mark)' },
  { value: 'question', label: 'Question (question mark)' },
  { value: 'doctor', label: 'See a doctor (stethoscope)' },
  { value: 'heart', label: 'Heart' },
  { value: 'nutrition', label: 'Food and nutrition (leaf)' },
  { value: 'medicine', label: 'Medicine (capsule)' },
  { value: 'calendar', label: 'Dates and timing (calendar)' },
  { value: 'reading', label: 'Reading (book)' },
] as const

export type CallOutIcon = (typeof CALL_OUT_ICONS)[number]['value']

/** The site's colour schemes for a content series (`CallOut.module.css`, all from the design tokens). */
export const CALL_OUT_SCHEMES = [
  { value: 'mint', label: 'Mint green' },
  { value: 'sand', label: 'Warm sand' },
  { value: 'sky', label: 'Sky blue' },
  { value: 'slate', label: 'Cool grey' },
] as const

export type CallOutScheme = (typeof CALL_OUT_SCHEMES)[number]['value']

/** The block's fields, as rules read them (every field optional: stored content may be partial). */
export type CallOutFields = Partial<Omit<CallOutBlock, 'blockType' | 'contentSeries' | 'brandPage'>> & {
  contentSeries?: Partial<NonNullable<CallOutBlock['contentSeries']>> | null
  brandPage?: Partial<NonNullable<CallOutBlock['brandPage']>> | null
}

export type CallOutVariant = 'box' | 'relatedArticles' | 'contentSeries'

/** Which call-out the block is: a content series wins, then related articles, else the box of items. */
export function callOutVariant(block: CallOutFields): CallOutVariant {
  if (block.isContentSeries === true) return 'contentSeries'
  if (block.driverType === 'multiArticleText') return 'relatedArticles'
  return 'box'
}

const ICON_VALUES = new Set<string>(CALL_OUT_ICONS.map((icon) => icon.value))
const SCHEME_VALUES = new Set<string>(CALL_OUT_SCHEMES.map((scheme) => scheme.value))

/** A stored icon key when it is one the site draws, else null ("none", unknown or removed icons). */
export function iconName(value: unknown): CallOutIcon | null {
  return typeof value === 'string' && ICON_VALUES.has(value) ? (value as CallOutIcon) : null
}

/** A stored colour scheme, or mint (the site's own) when missing or unknown. */
export function colorScheme(value: unknown): CallOutScheme {
  return typeof value === 'string' && SCHEME_VALUES.has(value) ? (value as CallOutScheme) : 'mint'
}

export type CallOutTheme =
  | { kind: 'plain' }
  | { kind: 'scheme'; scheme: CallOutScheme }
  /** A brand page: the brand's colour as the background, under white text (`color` is `#rrggbb`). */
  | { kind: 'brand'; color: string }

/**
 * The call-out's colours. A brand page takes the brand's colour when white text reads on it (4.5:1), else the
 * site's green; it wins over a series' scheme. A series takes its scheme; the other call-outs the site's look.
 */
export function callOutTheme(block: CallOutFields): CallOutTheme {
  if (block.isBrandPage === true) {
    return {
      kind: 'brand',
      color: readableBackground(block.brandPage?.brandColor, colors.onBrand) ?? colors.brand,
    }
  }
  if (callOutVariant(block) === 'contentSeries') {
    return { kind: 'scheme', scheme: colorScheme(block.contentSeries?.color_scheme) }
  }
  return { kind: 'plain' }
}

/**
 * Whether the call-out gets the background wave (and with it its only JavaScript, the in-view leaf): the
 * promotional call-outs, a content series and anything on a brand page. Boxes and related articles are static.
 */
export function hasWave(block: CallOutFields): boolean {
  return callOutVariant(block) === 'contentSeries' || block.isBrandPage === true
}

/** The icon at the top of the box: a series' own icon, else the optional icon when it is switched on. */
export function topIcon(block: CallOutFields): CallOutIcon | null {
  const optional = block.hasOptionalIcon === true ? iconName(block.optionalIcon) : null
  if (callOutVariant(block) === 'contentSeries') return iconName(block.contentSeries?.icon) ?? optional
  return optional
}

const tidy = (value: unknown): string => textOf(value).replace(/\s+/g, ' ')
const orNull = (value: string): string | null => (value ? value : null)

/** The small line above the title, tidied; null when empty. */
export function whisperText(block: Pick<CallOutFields, 'optionalWhisper'>): string | null {
  return orNull(tidy(block.optionalWhisper))
}

/** Links a call-out accepts: site paths, #anchors and web addresses (the CMS's own rule). */
const LINK_KINDS: UrlKinds = { sitePath: true, anchor: true }

/** A stored link ready for an href, or null when it is empty or not one the CMS would accept. */
export function callOutHref(value: unknown): string | null {
  return acceptedUrl(value, LINK_KINDS)
}

type BoxItem = NonNullable<CallOutBlock['items']>[number]

/** The lines of an item that have words, tidied, in order. */
export function listLines(list: BoxItem['list']): string[] {
  return (list ?? []).map((line) => tidy(line?.text)).filter(Boolean)
}

export type ItemBody =
  | { kind: 'lines'; lines: string[]; bullets: boolean }
  | { kind: 'richText'; data: unknown }

/** What an item shows under its title: its lines when it has any, else its rich text; null for neither. */
export function itemBody(item: Partial<Pick<BoxItem, 'list' | 'isBullets' | 'content'>>): ItemBody | null {
  const lines = listLines(item.list)
  if (lines.length > 0) return { kind: 'lines', lines, bullets: item.isBullets !== false }
  const content = item.content
  if (rootChildren(content)?.length && plainTextFromRichText(content).trim()) {
    return { kind: 'richText', data: content }
  }
  return null
}

export type CallOutItem = {
  key: string
  icon: CallOutIcon | null
  title: string | null
  body: ItemBody | null
}

/** The box's items worth showing: each needs a title or a body. */
export function boxItems(items: Partial<BoxItem>[] | null | undefined): CallOutItem[] {
  return (items ?? []).flatMap((item, index) => {
    const title = orNull(tidy(item.headerTitle))
    const body = itemBody(item)
    if (!title && !body) return []
    return [{ key: item.id ?? `item-${index}`, icon: iconName(item.headerIcon), title, body }]
  })
}

export type RelatedLink = { title: string; href: string }

type RelatedItem = NonNullable<NonNullable<CallOutBlock['multiArticleText']>['items']>[number]

/** The related articles worth linking: a title and a usable address. */
export function relatedLinks(items: Partial<RelatedItem>[] | null | undefined): RelatedLink[] {
  return (items ?? []).flatMap((item) => {
    const title = tidy(item.title)
    const href = callOutHref(item.link)
    return title && href ? [{ title, href }] : []
  })
}

/** "By Ann Roe", "By Ann Roe and Sam Lee", "By Ann Roe, Sam Lee and Kim Park"; '' without names. */
export function authorLine(names: string[]): string {
  const clean = names.map(tidy).filter(Boolean)
  if (clean.length === 0) return ''
  if (clean.length === 1) return `By ${clean[0]}`
  return `By ${clean.slice(0, -1).join(', ')} and ${clean[clean.length - 1]}`
}

type Series = NonNullable<CallOutBlock['contentSeries']>
type SeriesArticleInput = NonNullable<Series['articles']>[number]

/** The series' title, tidied; null without one (the call-out then shows nothing: there is nothing to promote). */
export function seriesTitle(series: Partial<Pick<Series, 'title'>> | null | undefined): string | null {
  return orNull(tidy(series?.title))
}

export type SeriesArticle = {
  key: string
  title: string
  href: string
  image: ImageView | null
  /** "By …", or '' when the article names no author. */
  byline: string
}

/**
 * The series' articles to list: those with a title and a usable address, the first three, and none at all
 * when fewer than two are left (a single article is the series' own link's job).
 */
export function seriesArticles(articles: Partial<SeriesArticleInput>[] | null | undefined): SeriesArticle[] {
  const usable = (articles ?? []).flatMap((article, index): SeriesArticle[] => {
    const title = tidy(article.title)
    const href = callOutHref(article.url)
    if (!title || !href) return []
    return [
      {
        key: article.id ?? `article-${index}`,
        title,
        href,
        image: imageView(article.thumbnail),
        byline: authorLine((article.authors ?? []).map((author) => textOf(author?.name))),
      },
    ]
  })
  return usable.length < SERIES_ARTICLES_MIN ? [] : usable.slice(0, SERIES_ARTICLES_MAX)
}

export type SeriesAuthor = {
  /** With credentials when the profile has them: "Kwame Mensah, MD, FACC". */
  name: string
  bio: string | null
  /** Decorative (the name is beside it): empty alt. */
  photo: ImageView | null
  href: string | null
}

function populatedAuthor(value: unknown): Author | null {
  return isRecord(value) && typeof value.name === 'string' && value.name.trim()
    ? (value as unknown as Author)
    : null
}

/**
 * The series' single author: the chosen profile (name and credentials, bio, photo) when it is populated,
 * else the typed name, bio and photo. Null when there is no name. The author link applies to either.
 */
export function seriesAuthor(
  series: Partial<Pick<Series, 'single_author' | 'authorName' | 'authorBio' | 'authorPhoto' | 'authorLink'>>,
): SeriesAuthor | null {
  const href = callOutHref(series.authorLink)
  const decorative = (media: unknown) => {
    const image = imageView(media)
    return image ? { ...image, alt: '' } : null
  }
  const profile = populatedAuthor(series.single_author)
  if (profile) {
    const credentials = tidy(profile.credentials)
    return {
      name: credentials ? `${tidy(profile.name)}, ${credentials}` : tidy(profile.name),
      bio: orNull(textOf(profile.bio)),
      photo: decorative(profile.image),
      href,
    }
  }
  const name = tidy(series.authorName)
  if (!name) return null
  return { name, bio: orNull(textOf(series.authorBio)), photo: decorative(series.authorPhoto), href }
}
