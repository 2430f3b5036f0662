import type { Block } from 'payload'

/**
 * The pictures a widget shows in the editor's widget picker, drawn as small SVGs in the site's colours and
 * inlined as data URLs (no file to serve, no request, works offline):
 *
 * - `icon`: a square drawing beside the widget's name in the body's "/" menu and the toolbar's block menu
 *   (Payload shows it at 20 × 20 px);
 * - `thumbnail`: a 3:2 sketch of the widget, for Payload's block drawer.
 *
 * Each `<Name>.thumbnail.ts` builds its widget's pictures with `widgetImages`; `<Name>.config.ts` puts them in
 * the block's `admin.images`, next to the one-line description in `admin.custom.description`.
 */

/** The icon's drawing area (a square), in SVG units. */
export const ICON_SIZE = 20
/** The thumbnail's drawing area (3:2), in SVG units. */
export const THUMBNAIL_SIZE = { width: 120, height: 80 } as const

/** A complete SVG document as a `data:` URL. `width`/`height` give it an intrinsic size in an <img>. */
export function svgDataUrl(body: string, width: number, height: number, scale = 1): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width * scale}" height="${height * scale}">${body}</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

export type WidgetImages = {
  icon: { url: string; alt: string }
  thumbnail: { url: string; alt: string }
}

/** A widget's picker pictures from two SVG bodies (the icon on a 20 × 20 grid, the thumbnail on 120 × 80). */
export function widgetImages({
  alt,
  icon,
  thumbnail,
}: {
  /** What the drawing shows, for people who cannot see it. */
  alt: string
  icon: string
  thumbnail: string
}): WidgetImages & NonNullable<NonNullable<Block['admin']>['images']> {
  return {
    icon: { url: svgDataUrl(icon, ICON_SIZE, ICON_SIZE), alt },
    thumbnail: { url: svgDataUrl(thumbnail, THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height, 4), alt },
  }
}

/** The thumbnail's backdrop: the site's light grey panel. */
export function backdrop(fill: string): string {
  return `<rect width="${THUMBNAIL_SIZE.width}" height="${THUMBNAIL_SIZE.height}" rx="6" fill="${fill}"/>`
}

/** A rounded bar standing for a line of text. */
export function bar(x: number, y: number, width: number, height: number, fill: string): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${fill}"/>`
}
