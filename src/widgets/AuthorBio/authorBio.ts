/* Pure rules for the author bio (spec 000 §3 "Author bio"). No React here. */
import type { AuthorBioBlock, Media } from '@/cms/payload-types'
import { mediaVariants } from '@/content/image'
import type { ImageVariant } from '@/lib/images'
import type { AuthorSummary } from '@/widgets/types'

/** Rendered size of the round photo, in CSS pixels (also its width/height attributes). */
export const AUTHOR_PHOTO_SIZE = 96

export type AuthorBioFields = Pick<
  AuthorBioBlock,
  'authorName' | 'authorDescription' | 'authorImage' | 'authorImageSrc' | 'authorImageAlt'
>

export type ResolvedAuthorBio = {
  name: string
  credentials: string | null
  description: string | null
  /** `variants`: the image proxy's widths when the photo is an upload (issue 31). */
  image: { src: string; alt: string; variants?: ImageVariant[] } | null
}

function text(value: string | null | undefined): string | null {
  const tidy = value?.replace(/\s+/g, ' ').trim()
  return tidy ? tidy : null
}

/** Multi-paragraph bios keep their line breaks; only surrounding space is trimmed. */
function longText(value: string | null | undefined): string | null {
  const tidy = value?.trim()
  return tidy ? tidy : null
}

/** Image URLs we are willing to put in src: site paths, http(s) and protocol-relative URLs. */
export function safeImageSrc(value: string | null | undefined): string | null {
  const src = value?.trim()
  if (!src) return null
  if (/^\/(?!\/)/.test(src) || /^(https?:)?\/\/[^\s/]/i.test(src)) return src
  return null
}

/** The uploaded image's URL: its thumbnail size when there is one, else the original. */
function mediaSrc(
  image: AuthorBioBlock['authorImage'],
): { src: string; alt: string | null; variants?: ImageVariant[] } | null {
  if (!image || typeof image !== 'object') return null // an unpopulated id carries no URL
  const media: Media = image
  const src = safeImageSrc(media.sizes?.thumbnail?.url) ?? safeImageSrc(media.url)
  const variants = mediaVariants(media)
  return src ? { src, alt: text(media.alt), ...(variants ? { variants } : {}) } : null
}

const sameText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0

/**
 * What the author bio shows. Fields set on the block win; empty ones are filled from the article's first
 * author. When the block names a different person, nothing else is borrowed from that author (their photo,
 * bio and credentials belong to someone else). Image: uploaded media (thumbnail, else original), then the
 * block's image URL, then the author's photo. Alt: the block's alt, then the matching source's alt, then the
 * name. Null when no name can be found: the widget then renders nothing.
 */
export function resolveAuthorBio(
  block: AuthorBioFields,
  fallbackAuthor?: AuthorSummary | null,
): ResolvedAuthorBio | null {
  const blockName = text(block.authorName)
  const fallbackName = text(fallbackAuthor?.name)
  const name = blockName ?? fallbackName
  if (!name) return null

  const fallbackCredentials = text(fallbackAuthor?.credentials)
  // The block may repeat the author's name, with or without their credentials ("Jane Doe, MD").
  const nameWithCredentials = fallbackCredentials ? `${fallbackName}, ${fallbackCredentials}` : null
  const blockRepeatsCredentials = Boolean(
    blockName && nameWithCredentials && sameText(blockName, nameWithCredentials),
  )
  const samePerson =
    !blockName || (fallbackName !== null && (sameText(blockName, fallbackName) || blockRepeatsCredentials))
  const fallback = samePerson ? fallbackAuthor : null

  const description = longText(block.authorDescription) ?? longText(fallback?.bio)
  const credentials = fallback && !blockRepeatsCredentials ? fallbackCredentials : null

  const blockAlt = text(block.authorImageAlt)
  const uploaded = mediaSrc(block.authorImage)
  const fromUrl = safeImageSrc(block.authorImageSrc)
  const fromAuthor = safeImageSrc(fallback?.imageSrc)

  let image: ResolvedAuthorBio['image'] = null
  if (uploaded) {
    image = {
      src: uploaded.src,
      alt: blockAlt ?? uploaded.alt ?? name,
      ...(uploaded.variants ? { variants: uploaded.variants } : {}),
    }
  } else if (fromUrl) image = { src: fromUrl, alt: blockAlt ?? name }
  else if (fromAuthor) {
    image = {
      src: fromAuthor,
      alt: blockAlt ?? text(fallback?.imageAlt) ?? name,
      ...(fallback?.imageVariants ? { variants: fallback.imageVariants } : {}),
    }
  }

  return { name, credentials, description, image }
}
