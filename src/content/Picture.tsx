import type { CSSProperties } from 'react'
import type { ImageView } from '@/content/image'
import { MOBILE_IMAGE_MAX_PX, variantFor } from '@/lib/images'
import styles from './Picture.module.css'

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
  /** On the `<picture>`; without it, the `<picture>` is `display: contents` (the `<img>` lays out in its place). */
  className?: string
  /** On the `<img>` (the `<picture>` takes `className`). */
  imgClassName?: string
  style?: CSSProperties
  /** The first screen's hero: fetched first, never lazily. */
  priority?: boolean
  /** Below the first screen by default: loaded as it nears the screen. */
  loading?: 'lazy' | 'eager'
  /**
   * Art direction: another picture (an upright crop) for phones, shown up to `phoneMaxWidth` (the 590 px split by
   * default) at `display.mobile`; the `<img>` (and its alt text) stays the wide one.
   */
  phoneImage?: ImageView
  phoneMaxWidth?: number
  /** `false` where the image sits in a row the reader drags (a carousel). */
  draggable?: boolean
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
  phoneImage,
  phoneMaxWidth = MOBILE_IMAGE_MAX_PX,
  draggable,
}: PictureProps) {
  const media = `(max-width: ${phoneMaxWidth}px)`
  // Without variants (no signer, or not an upload), a srcset of the files themselves, chosen by the display widths.
  const sizes = `${media} ${display.mobile}px, ${display.desktop}px`
  const img = (src: string, srcSet?: string) => (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt ?? image.alt}
      width={width}
      height={height}
      className={imgClassName}
      style={style}
      loading={priority ? 'eager' : loading}
      decoding="async"
      draggable={draggable}
      // A picture on another host (a product's own media host, 001 §7) learns nothing of the page it is on.
      referrerPolicy={/^https?:\/\//i.test(src) ? 'no-referrer' : undefined}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  )
  const pictureClass = className ?? styles.contents
  if (phoneImage) {
    // Each picture through the proxy when it is an upload, else at its own address.
    const wide = variantFor(image.variants ?? [], display.desktop)
    const phone = variantFor(phoneImage.variants ?? [], display.mobile)
    return (
      <picture className={pictureClass}>
        <source
          media={media}
          srcSet={phone ? phone.url : phoneImage.srcSet || phoneImage.src}
          sizes={!phone && phoneImage.srcSet ? `${display.mobile}px` : undefined}
          width={phoneImage.width}
          height={phoneImage.height}
        />
        {wide ? img(wide.url) : img(image.src, image.srcSet)}
      </picture>
    )
  }
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
    <picture className={pictureClass}>
      {phone.url !== wide.url ? (
        <source media={media} srcSet={phone.url} width={width} height={height} />
      ) : null}
      {img(wide.url)}
    </picture>
  )
}
