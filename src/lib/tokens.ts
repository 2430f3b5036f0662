/**
 * Design tokens: the spec's numbers in code. `src/app/tokens.css` carries the same values as CSS custom
 * properties; `src/lib/tokens.test.ts` keeps the two in step (every colour, breakpoint, z-index and height,
 * in both directions) and scans every other `*.css` file under `src/` for colour literals, bare z-index
 * values and media-query widths that are not named here.
 *
 * Naming: a key maps to its custom property by kebab-casing it under the group's prefix —
 * `colors.inkMuted` ↔ `--color-ink-muted`, `zIndex.dropDown` ↔ `--z-drop-down`,
 * `breakpoints.site[1]` ↔ `--bp-site-2` (lists count from 1), `breakpoints.mobileImageSplit` ↔
 * `--bp-mobile-image-split`. Heights: see `heights`.
 */

/** The page margin, px (`--page-margin`). */
export const pageMargin = 16

/** The article column's width on wide screens, px (`--content-width`). */
export const contentWidth = 720

/** Colours (`--color-*`). Modules use `var(--color-…)`; code that needs the value imports it from here. */
export const colors = {
  ink: '#1b2330',
  inkMuted: '#4a5566',
  paper: '#ffffff',
  paperAlt: '#f4f6f8',
  brand: '#0b6e5e',
  brandDark: '#08584b',
  brandTint: '#e3f3ef',
  accent: '#c2410c',
  accentDark: '#9a3412',
  line: '#d5dbe2',
  focus: '#1d4ed8',
  error: '#b42318',
  /** Text and icons on brand or accent fills. */
  onBrand: '#ffffff',
  /** The rating star. */
  rating: '#8a5a00',
  /** The draft-preview banner. */
  warningBg: '#fff4d6',
  warningLine: '#e0c27a',
  footerBg: '#15202b',
  footerInk: '#e6ebf0',
  footerInkMuted: '#c9d2dc',
  footerHeading: '#ffffff',
  footerLine: '#2c3a48',
  /** The purple box that stands in for a promotion while editors check positions (001 §4 "mocked driver"). */
  mock: '#6b21a8',
  /** Shadow colours: ink at 12 % and 16 %, and the darker slate under header menus and controls. */
  shadow: 'rgb(27 35 48 / 12%)',
  shadowStrong: 'rgb(27 35 48 / 16%)',
  shadowMenu: 'rgb(15 23 42 / 16%)',
} as const

/**
 * The spec's base widths for the first widget group (000 §2): four ranges, under 658px, 658–899, 900–1099
 * and 1100 and up (280 is the narrowest width the group is designed for). These are NOT media-query widths:
 * the ranges are widened by twice the page margin, see `breakpoints.widgetGroupA`.
 */
export const widgetGroupABaseWidths = [280, 658, 900, 1100] as const

/**
 * Breakpoints (`--bp-*`), px: the ONLY widths a media query (CSS `@media`, `matchMedia`, `<source media>`)
 * may use, as `(min-width: N)`; the "below N" form is `(max-width: N-1)` or `(max-width: N-0.02)`.
 * CSS media queries cannot read custom properties, so the numbers are literal in the modules and
 * `tokens.test.ts` checks every one against this object.
 *
 * Decision (one breakpoint, one number): the first widget group's media queries use the WIDENED widths —
 * each base width from `widgetGroupABaseWidths` plus twice `pageMargin` (658 → 690, 900 → 932,
 * 1100 → 1132) — so the same breakpoint is never 658px in one widget and 690px in another. The widgets
 * themselves (everything under `src/widgets/`) use `widgetGroupA` or `widgetGroupB`; pages and site chrome
 * use `site` (and the mobile splits below). Which group a widget belongs to: the product card, tiles and
 * author bio are in the first group.
 */
export const breakpoints = {
  /** First widget group (000 §2): 658 / 900 / 1100 + 2 × pageMargin. */
  widgetGroupA: [690, 932, 1132],
  /** Other widgets (000 §2). */
  widgetGroupB: [768, 990, 1200],
  /** Site chrome and page layouts (001 §9). */
  site: [768, 990, 1100, 1190],
  /** Mobile image split (001 §9). */
  mobileImageSplit: 590,
  /** The mobile leaderboard shows below this width: `(max-width: 657px)`. */
  mobileLeaderboardMax: 658,
} as const

/** Where a media query may use which breakpoints: widgets vs. pages and chrome (see `breakpoints`). */
export const mediaQueryWidths = {
  widgets: [...breakpoints.widgetGroupA, ...breakpoints.widgetGroupB],
  site: [...breakpoints.site, breakpoints.mobileImageSplit, breakpoints.mobileLeaderboardMax],
} as const

/** Z-index layers (`--z-*`). Modules use `var(--z-…)`. */
export const zIndex = {
  dropDown: 100,
  ads: 300,
  toolbars: 400,
  clusterMenu: 499,
  topLevelNavMenu: 500,
  modals: 9999,
} as const

/**
 * A literal `z-index` from 0 to this value is allowed in a module for stacking INSIDE one component (a
 * scroll button above its own list, say). It stays below every layer in `zIndex`, so it cannot fight them.
 */
export const localZIndexMax = 10

/**
 * Heights, px. `--navbar-height` / `--header-height` hold the `…Mobile` value in `:root` and the other one
 * from `(min-width: breakpoints.site[0])` up.
 */
export const heights = {
  navbarMobile: 50,
  navbar: 70,
  headerMobile: 56,
  header: 74,
} as const
