import { FICTIONAL_CHAINS, type FictionalChain } from '@/services/pricing/chains'
import type { SeedImage } from '../images'

/**
 * The made-up pharmacy chains of the local pricing provider (`src/services/pricing/chains.ts`) as
 * `pharmacyChains` documents, each with a logo the site draws itself: the chain's initials in white on a
 * rounded square of its colour (every colour reaches 4.5:1 against white; `pharmacyChains.test.ts`).
 * Sample data: no real pharmacy.
 */

export const LOGO_SIZE = 256

const escapeXml = (value: string): string => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** A chain's logo: white initials on a rounded square of its colour, with a small cross as a pharmacy mark. */
export function chainLogoImage(chain: Pick<FictionalChain, 'id' | 'name' | 'color' | 'initials'>): SeedImage {
  const s = LOGO_SIZE
  const body = `<rect width="${s}" height="${s}" rx="${s * 0.22}" fill="${chain.color}"/>
    <path d="M ${s * 0.74} ${s * 0.1} h ${s * 0.06} v ${s * 0.06} h ${s * 0.06} v ${s * 0.06} h -${s * 0.06} v ${s * 0.06} h -${s * 0.06} v -${s * 0.06} h -${s * 0.06} v -${s * 0.06} h ${s * 0.06} Z" fill="#ffffff" opacity="0.9"/>
    <text x="${s / 2}" y="${s * 0.56}" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="700" font-size="${s * 0.4}" fill="#ffffff">${escapeXml(chain.initials)}</text>`
  return {
    filename: `seed-pharmacy-${chain.id}.png`,
    alt: `${chain.name} logo: the letters ${chain.initials} in white on a coloured rounded square (a made-up sample pharmacy chain).`,
    width: s,
    height: s,
    format: 'png',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">${body}</svg>`,
  }
}

/** A `pharmacyChains` document as the seed writes it (the logo's media id is added by the seed). */
export type PharmacyChainSeed = { name: string; chainId: string; fictional: true; logo: SeedImage }

export const PHARMACY_CHAINS: readonly PharmacyChainSeed[] = FICTIONAL_CHAINS.map((chain) => ({
  name: chain.name,
  chainId: chain.id,
  fictional: true,
  logo: chainLogoImage(chain),
}))
