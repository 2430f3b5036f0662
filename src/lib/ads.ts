/*
 * Ads (issue 28): the spec's names, sizes, limits and timings, and the rules that use them, as pure functions
 * (the runtime, the CMS and the ad server read them from here). 001 §3 (position names), §4 (the leaderboard
 * and sticky inline ads), §9 (limits, sizes, delays); 002 §4.8–§4.9 and §9 (the ad widget, the decision's
 * wait, the margins). Breakpoints and the ads' z-index are design tokens (`src/lib/tokens.ts`).
 */
import { breakpoints } from '@/lib/tokens'

/** 001 §3: the ad positions. D… on desktops and tablets, M… on phones; LB a leaderboard, MR a medium rectangle. */
export const AD_POSITIONS = [
  'DLB1',
  'DLB2',
  'DMR1',
  'DMR2',
  'DMR3',
  'DMR4',
  'DMR5',
  'MLB1',
  'MMR1',
  'MMR2',
] as const
export type AdPosition = (typeof AD_POSITIONS)[number]

export type AdSize = { width: number; height: number }

/**
 * 001 §9: every ad size. The spec names "three celtra sizes" without their dimensions; ours are Celtra's
 * usual rich-media formats that fit the positions above: an in-article 300x250 expandable takes the medium
 * rectangle's space, and the two mobile ones the mobile leaderboard's and a phone's full-width 320x100.
 */
export const AD_SIZES = {
  mediumRect: { width: 300, height: 250 },
  halfPage: { width: 300, height: 600 },
  leaderboard: { width: 728, height: 90 },
  largeLeaderboard: { width: 970, height: 90 },
  mobileLeaderboard: { width: 320, height: 50 },
  billboard: { width: 970, height: 250 },
  smallMobileLeaderboard: { width: 300, height: 50 },
  celtraMediumRect: { width: 300, height: 250 },
  celtraMobileBanner: { width: 320, height: 50 },
  celtraLargeMobileBanner: { width: 320, height: 100 },
} as const satisfies Record<string, AdSize>
export type AdSizeName = keyof typeof AD_SIZES

/** `300x250`, as `data-ad-size` and the ad server write a size. */
export function sizeLabel(size: AdSize): string {
  return `${size.width}x${size.height}`
}

/** 001 §9: the most inline ads a page may hold, by kind; CPUV pages (cost per unique visitor) hold fewer. */
export const INLINE_AD_LIMITS = {
  normal: { mediumRect: 5, leaderboard: 3 },
  cpuv: { mediumRect: 3, leaderboard: 2 },
} as const

/** 001 §9 timings. */
export const STICKY_LEADERBOARD_HIDE_DELAY_MS = 3000
export const AD_BLOCK_DETECTION_TIMEOUT_MS = 60_000
export const AD_SLOT_REFRESH_MEASURE_MS = 2000
/** 002 §4.9, §9: an ad decision is waited for up to 10 s, asked again every second. */
export const AD_DECISION_TIMEOUT_MS = 10_000
export const AD_DECISION_POLL_MS = 1000
/** 002 §9: ads keep 30 px above and below. */
export const AD_MARGIN_PX = 30
/**
 * Issue 28 (Google Ad Manager's rule): a slot in view may refresh, no sooner than 30 s after it last filled,
 * and only while it is in view.
 */
export const AD_REFRESH_MIN_INTERVAL_MS = 30_000

/**
 * 002 §4.8 and §9: the inline ad widget is a medium rectangle at breakpoint 0 (below the first site breakpoint,
 * 768 px) and a leaderboard from there up; nothing when the ad sync flag is off.
 */
export function inlineAdSize(viewportWidth: number, adSync = true): AdSizeName | null {
  if (!adSync) return null
  return viewportWidth < breakpoints.site[0] ? 'mediumRect' : 'leaderboard'
}

/** 001 §2, §9: the fixed mobile leaderboard shows only below 658 px. */
export function showsMobileLeaderboard(viewportWidth: number): boolean {
  return viewportWidth < breakpoints.mobileLeaderboardMax
}

/** ADR 26: where each position goes, and the sizes it takes (the first is the space it reserves). */
export const AD_POSITION_SPECS = {
  DLB1: {
    label: 'Top leaderboard (under the header, 768 px and wider)',
    sizes: ['leaderboard', 'largeLeaderboard'],
  },
  DLB2: { label: 'In-article leaderboard (768 px and wider)', sizes: ['leaderboard'] },
  DMR1: {
    label: 'First in-list rectangle, home and section pages (768 px and wider)',
    sizes: ['mediumRect', 'celtraMediumRect'],
  },
  DMR2: { label: 'Second in-list rectangle (768 px and wider)', sizes: ['mediumRect', 'celtraMediumRect'] },
  DMR3: { label: 'Third in-list rectangle (768 px and wider)', sizes: ['mediumRect', 'celtraMediumRect'] },
  DMR4: { label: 'Fourth in-list rectangle (768 px and wider)', sizes: ['mediumRect', 'celtraMediumRect'] },
  DMR5: { label: 'Fifth in-list rectangle (768 px and wider)', sizes: ['mediumRect', 'celtraMediumRect'] },
  MLB1: {
    label: 'Phone leaderboard fixed at the bottom (narrower than 658 px)',
    sizes: ['mobileLeaderboard', 'smallMobileLeaderboard', 'celtraMobileBanner'],
  },
  MMR1: { label: 'First in-page rectangle on phones', sizes: ['mediumRect', 'celtraMediumRect'] },
  MMR2: { label: 'Later in-page rectangles on phones', sizes: ['mediumRect', 'celtraMediumRect'] },
} as const satisfies Record<AdPosition, { label: string; sizes: readonly AdSizeName[] }>

export function isAdPosition(value: unknown): value is AdPosition {
  return typeof value === 'string' && (AD_POSITIONS as readonly string[]).includes(value)
}

/** The size a position's box reserves before it fills (its first size). */
export function reservedSize(position: AdPosition): AdSizeName {
  return AD_POSITION_SPECS[position].sizes[0]
}

/** Whether a creative of `size` may fill `position`. */
export function positionTakes(position: AdPosition, size: AdSizeName): boolean {
  return (AD_POSITION_SPECS[position].sizes as readonly AdSizeName[]).includes(size)
}

/**
 * One face of an inline slot: the position and size it shows at its widths. `phone`: below 768 px; `wide`:
 * from 768 px.
 */
export type AdFace = { position: AdPosition; size: AdSizeName; slotId: string }
export type InlineSlotFaces = { phone: AdFace; wide: AdFace | null }

/** How many inline slots a page holds, and how many of them show a wide face (001 §9; ADR 26). */
export function inlineSlotLimits(
  context: 'body' | 'listing',
  cpuv: boolean,
): { slots: number; wide: number } {
  const limits = cpuv ? INLINE_AD_LIMITS.cpuv : INLINE_AD_LIMITS.normal
  // In a body the wide face is a leaderboard; in a listing it is a medium rectangle, like the phone face.
  return { slots: limits.mediumRect, wide: context === 'body' ? limits.leaderboard : limits.mediumRect }
}

/**
 * The faces of the `k`-th inline slot of a page (1-based), in a body (articles, the gallery, drug pages) or a
 * listing (home and section pages). Phones: MMR1 first, MMR2 after. Wide: DLB2 in a body, DMR<k> in a listing,
 * none past the wide limit.
 */
export function inlineSlotFaces(k: number, context: 'body' | 'listing', cpuv: boolean): InlineSlotFaces {
  const phonePosition: AdPosition = k === 1 ? 'MMR1' : 'MMR2'
  const phone: AdFace = { position: phonePosition, size: 'mediumRect', slotId: `${phonePosition}.${k}` }
  if (k > inlineSlotLimits(context, cpuv).wide) return { phone, wide: null }
  if (context === 'body')
    return { phone, wide: { position: 'DLB2', size: 'leaderboard', slotId: `DLB2.${k}` } }
  const position = `DMR${k}` as AdPosition
  return { phone, wide: { position, size: 'mediumRect', slotId: position } }
}
