import type { CSSProperties } from 'react'
import type { ImageView } from '@/content/image'
import { MOBILE_IMAGE_MAX_PX, variantFor } from '@/lib/images'

/** The CSS pixels an image is displayed at, on phones (up to 590 px, 001 §9) and on wider screens. */
export type DisplayWidths = { mobile: number; desktop: number }

/**
 * The phone every display width is figured at: 375 px wide, the commonest (and the end-to-end test's). The page's
 * margins are 16 px (`--page-margin`), so the content column is 343 px there.
 */
export const REFERENCE_PHONE_PX = 375
/** The article's content column: 343 px on the reference phone, `--content-width` (720 px) on wider screens. */
export const CONTENT_DISPLAY: DisplayWidths = { mobile: REFERENCE_PHONE_PX - 32, desktop: 720 }

export type PictureProps = {
  image: ImageView
  display: DisplayWidths
  /** The text alternative, when not the image's own (`""` for a decorative image). */
  alt?: string
  className?: string
  /** On the `<img>` (the `<picture>` takes `className`). */
  imgClassName?: string
  style?: CSSProperties
  /** The first screen's hero: fetched first, never lazily. */
  priority?: boolean
  /** Below the first screen by default: loaded as it nears the screen. */
  loading?: 'lazy' | 'eager'
  /** The intrinsic size to reserve, when not the image's own (a crop). */
  width?: number
  height?: number
}

/**
 * Every uploaded image of a page (issue 31): served through the image proxy at the ladder width nearest above
 * 2.1 times its displayed size (001 §7), one choice for phones and one for wider screens (`<source media>` at
 * 590 px, 001 §9), in AVIF or WebP as the browser takes them (the proxy negotiates by `Accept`). An image that
 * is not an upload of this site (a product's picture on its own host) keeps its address. Intrinsic width and
 * height reserve its space; lazily loaded unless `priority`. A plain component: usable on the server and in
 * client islands alike (the addresses were signed when the page's view was built).
 */
export function Picture({
  image,
  display,
  alt,
  className,
  imgClassName,
  style,
  priority = false,
  loading = 'lazy',
  width = image.width,
  height = image.height,
}: PictureProps) {
  const img = (src: string, srcSet?: string) => (
    <img
      src={src}
      srcSet={srcSet}
      alt={alt ?? image.alt}
      width={width}
      height={height}
      className={imgClassName}
      style={style}
      loading={priority ? 'eager' : loading}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  )
  const variants = image.variants ?? []
  const wide = variantFor(variants, display.desktop)
  const phone = variantFor(variants, display.mobile)
  if (!wide || !phone) {
    return className ? (
      <picture className={className}>{img(image.src, image.srcSet)}</picture>
    ) : (
      img(image.src, image.srcSet)
    )
  }
  return (
    <picture className={className}>
      {phone.url !== wide.url ? (
        <source
          media={`(max-width: ${MOBILE_IMAGE_MAX_PX}px)`}
          srcSet={phone.url}
          width={width}
          height={height}
        />
      ) : null}
      {img(wide.url)}
    </picture>
  )
}
