/**
 * The spec's numbers in code. `src/app/tokens.css` carries the same values as CSS custom properties;
 * `tokens.test.ts` keeps the two in step.
 */
export const breakpoints = {
  /** First widget group (000 §2): base widths 280 / 658 / 900 / 1100, each widened by twice the page margin. */
  widgetGroupA: [658, 900, 1100],
  /** Other widgets (000 §2). */
  widgetGroupB: [768, 990, 1200],
  /** Site chrome (001 §9). */
  site: [768, 990, 1100, 1190],
  mobileImageSplit: 590,
  mobileLeaderboardMax: 658,
} as const

export const zIndex = {
  dropDown: 100,
  ads: 300,
  toolbars: 400,
  clusterMenu: 499,
  topLevelNavMenu: 500,
  modals: 9999,
} as const

export const heights = {
  navbarMobile: 50,
  navbar: 70,
  headerMobile: 56,
  header: 74,
} as const

export const pageMargin = 16
