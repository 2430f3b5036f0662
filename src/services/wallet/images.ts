import sharp from 'sharp'
import { singleton } from '@/platform/singleton'
import { colors } from '../../lib/tokens'

/**
 * The site's mark (the header's circle and "W", src/chrome/Header/SiteHeader.tsx) as an SVG, drawn at
 * any size. No downloaded assets and no text (a server may have no fonts).
 */
export function markSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 28 28">
<circle cx="14" cy="14" r="13" fill="${colors.brand}"/>
<path d="M7 10l3.5 10L14 12l3.5 8L21 10" fill="none" stroke="${colors.onBrand}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`
}

/** Apple Wallet's image sizes in points (icon 29 × 29, logo up to 160 × 50) at 1×, 2× and 3×. */
const IMAGES: Record<string, number> = {
  'icon.png': 29,
  'icon@2x.png': 58,
  'icon@3x.png': 87,
  'logo.png': 50,
  'logo@2x.png': 100,
  'logo@3x.png': 150,
}

const draw = (size: number) =>
  sharp(Buffer.from(markSvg(size)))
    .png()
    .toBuffer()

/** The pass's images, drawn once per process. */
export function passImages(): Promise<Record<string, Buffer>> {
  return singleton('wallet.passImages', async () => {
    const entries = await Promise.all(
      Object.entries(IMAGES).map(async ([name, size]) => [name, await draw(size)] as const),
    )
    return Object.fromEntries(entries)
  })
}
