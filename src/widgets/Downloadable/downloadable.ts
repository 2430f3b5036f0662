/**
 * The downloadable's rules (000 §3 "Downloadable": title, subText, imageSrc, imgAlt, downloadUrl; §7): what the
 * card shows, what the Download button gives, what Print prints, the widget's anchor and its events. Pure.
 */
import { addressImageView, imageView, isMedia } from '@/content/image'
import type { ImageVariant } from '@/lib/images'
import { isInternalHref } from '@/lib/links'
import { slugify } from '@/lib/slug'
import { textOf } from '@/lib/text'
import type { TrackEvent } from '@/lib/tracking'
import type { TrackFields } from '@/lib/trackingAttrs'
import { urlProblem } from '@/lib/urlRules'

/** 000 §7: the data layer's category for this widget's events. */
export const DOWNLOADABLE_CATEGORY = 'downloadable'

export const NOTHING_TO_DOWNLOAD_MESSAGE =
  'Add something to download: upload a file, give the file’s address, or add a preview picture (readers then download the picture).'

/** The block as stored: any field may be missing or malformed. */
export type StoredDownloadable = {
  title?: unknown
  subText?: unknown
  image?: unknown
  imageSrc?: unknown
  imgAlt?: unknown
  downloadFile?: unknown
  downloadUrl?: unknown
}

/** A picture for an <img>: its full-size file (a printable is read closely and printed), alt text and size. */
export type Picture = {
  src: string
  alt: string
  width?: number
  height?: number
  /** An upload's image-proxy widths (issue 31), for the card; Print prints the full-size file. */
  variants?: ImageVariant[]
}

export type Download = {
  href: string
  /** The file's kind in readers' words ("PDF", "PNG"), or null when unknown. */
  kind: string | null
  /** On another site: opens in a new tab (browsers ignore `download` there). */
  external: boolean
  /** The name the file is saved under (this site's files only): the title as a slug, with the extension. */
  fileName: string | null
}

export type DownloadableView = {
  title: string
  subText: string
  /** The card's preview picture, or null. */
  picture: Picture | null
  download: Download
  /** What Print prints: the preview picture, else the downloaded file when it is a picture; null: no Print. */
  printPicture: Picture | null
  /** The card's id: the share links open the page here. */
  anchor: string
}

/** An address an editor typed that is safe to use: https://… or a path on this site; else null. */
export function safeAddress(value: unknown): string | null {
  const text = textOf(value)
  return text && !/^(mailto|tel):/i.test(text) && !text.startsWith('#') && urlProblem(text) === null
    ? text
    : null
}

const hasId = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '')

/** The publish check: true when the block has nothing a reader could download. */
export function nothingToDownload(data: unknown): boolean {
  const block = (data && typeof data === 'object' ? data : {}) as StoredDownloadable
  const uploaded = (value: unknown) => hasId(value) || isMedia(value)
  return !(
    uploaded(block.downloadFile) ||
    textOf(block.downloadUrl) ||
    uploaded(block.image) ||
    textOf(block.imageSrc)
  )
}

const MIME_EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
}

const KINDS: Record<string, string> = {
  pdf: 'PDF',
  png: 'PNG',
  jpg: 'JPG',
  jpeg: 'JPG',
  webp: 'WebP',
  avif: 'AVIF',
  gif: 'GIF',
  svg: 'SVG',
  doc: 'Word',
  docx: 'Word',
  xls: 'Excel',
  xlsx: 'Excel',
  csv: 'CSV',
  txt: 'Text',
  zip: 'ZIP',
}

/** A file's extension from its type, else from its address's last segment ("…/diary.PDF?v=2" → "pdf"). */
export function extensionOf(mimeType: unknown, href: string): string | null {
  const fromType = MIME_EXTENSIONS[textOf(mimeType).toLowerCase()]
  if (fromType) return fromType
  const path = href.split(/[?#]/)[0] ?? ''
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(path.split('/').pop() ?? '')?.[1]?.toLowerCase()
  return ext && KINDS[ext] ? ext : null
}

/** The kind in readers' words, e.g. "PDF", for the button ("Download (PDF)"); null when unknown. */
export function fileKind(mimeType: unknown, href: string): string | null {
  const ext = extensionOf(mimeType, href)
  return ext ? (KINDS[ext] ?? null) : null
}

/** An uploaded picture at its full size (no srcset: the resized sizes are cropped, and a printable is printed). */
function uploadedPicture(media: unknown, alt: string): Picture | null {
  const view = imageView(media, alt)
  if (!view) return null
  return {
    src: view.src,
    alt: view.alt,
    ...(view.width ? { width: view.width } : {}),
    ...(view.height ? { height: view.height } : {}),
    ...(view.variants ? { variants: view.variants } : {}),
  }
}

/** The preview picture: the upload, else the picture address; its description, else the upload's, else the title. */
export function pictureOf(block: StoredDownloadable): Picture | null {
  const title = textOf(block.title)
  const alt = textOf(block.imgAlt)
  const uploaded = uploadedPicture(block.image, title)
  if (uploaded) return alt ? { ...uploaded, alt } : uploaded
  const src = safeAddress(block.imageSrc)
  // The card shows it through the image proxy (unless on a product's own media host); Print prints `src`.
  const view = addressImageView(src, alt || title)
  return src && view
    ? { src, alt: alt || title, ...(view.variants ? { variants: view.variants } : {}) }
    : null
}

/** What the Download button gives: the uploaded file, else the file address, else the preview picture. */
export function downloadOf(block: StoredDownloadable, siteHost: string): Download | null {
  const title = textOf(block.title)
  const make = (href: string, mimeType: unknown): Download => {
    const external = !isInternalHref(href, siteHost)
    const ext = extensionOf(mimeType, href)
    return {
      href,
      kind: fileKind(mimeType, href),
      external,
      fileName: external ? null : `${slugify(title) || 'download'}${ext ? `.${ext}` : ''}`,
    }
  }
  if (isMedia(block.downloadFile)) return make(block.downloadFile.url!, block.downloadFile.mimeType)
  const address = safeAddress(block.downloadUrl)
  if (address) return make(address, null)
  if (isMedia(block.image)) return make(block.image.url!, block.image.mimeType)
  const pictureAddress = safeAddress(block.imageSrc)
  return pictureAddress ? make(pictureAddress, null) : null
}

/** What Print prints: the preview picture, else the uploaded file when it is a picture. */
export function printPictureOf(block: StoredDownloadable): Picture | null {
  const picture = pictureOf(block)
  if (picture) return picture
  const file = block.downloadFile
  if (!isMedia(file) || !textOf(file.mimeType).startsWith('image/')) return null
  return uploadedPicture(file, textOf(block.title))
}

/** The card's id, from its title ("download-printable-sleep-diary"), else its position ("download-2"). */
export function downloadAnchor(title: unknown, ordinal = 1): string {
  return `download-${slugify(textOf(title)) || ordinal}`
}

/** The card as readers see it, or null when it has no title or nothing to download (it then renders nothing). */
export function downloadableView(
  block: StoredDownloadable,
  { siteHost, ordinal = 1 }: { siteHost: string; ordinal?: number },
): DownloadableView | null {
  const title = textOf(block.title)
  const download = downloadOf(block, siteHost)
  if (!title || !download) return null
  return {
    title,
    subText: textOf(block.subText),
    picture: pictureOf(block),
    download,
    printPicture: printPictureOf(block),
    anchor: downloadAnchor(title, ordinal),
  }
}

/**
 * The card's view and the Download click, through the page's tracking island (data attributes on the server
 * HTML, so they work before and without the leaf): `view` and `click` events with this category.
 */
export function downloadableTrackFields(position: number, location?: 'download'): TrackFields {
  return { category: DOWNLOADABLE_CATEGORY, position, ...(location ? { location } : {}) }
}

/** Print pressed: a click like the Download's, recorded by the leaf with `track`. */
export function printEvent(position: number): TrackEvent {
  return { name: 'click', category: DOWNLOADABLE_CATEGORY, position, location: 'print' }
}
