import fs from 'node:fs'
import { rel, src, walk } from './imports'

/*
 * Issue 27: each business constant of 001 §9 and 002 §9 lives in one named place, and holds the spec's value:
 * the table says where (module, export), the test imports it and compares, and checks that no other file of
 * `src/` defines a constant of that name (a second copy drifts). The ads' constants live in
 * `src/lib/ads.ts` (issue 28); the metrics and tracking ones (durations, scroll thresholds, session
 * timing, survey cookie) arrive with issues 29 and 30, and join this table then.
 */
type Row = [spec: string, module: string, name: string, value: unknown]

const TABLE: Row[] = [
  // 001 §9
  [
    '001 §9 review collapse threshold 154 px',
    'widgets/ProductCard/reviewCollapse',
    'REVIEW_COLLAPSE_THRESHOLD_PX',
    154,
  ],
  [
    '001 §9 announcement dismissal 14 days',
    'chrome/AnnouncementBar/dismissal',
    'DISMISS_MS',
    14 * 24 * 60 * 60 * 1000,
  ],
  ['001 §9 click href restore delay 2000 ms', 'lib/affiliate/links', 'CLICK_RESTORE_MS', 2000],
  [
    '001 §9 tracking correlation id regenerated 500 ms after a click',
    'lib/affiliate/trackingId',
    'TRACKING_ID_REGENERATE_MS',
    500,
  ],
  [
    '001 §9 breakpoints 768, 990, 1100, 1190; mobile image split 590; mobile leaderboard below 658',
    'lib/tokens',
    'breakpoints',
    { site: [768, 990, 1100, 1190], mobileImageSplit: 590, mobileLeaderboardMax: 658 },
  ],
  ['001 §9 header heights 56 and 74 px', 'lib/tokens', 'heights', { headerMobile: 56, header: 74 }],
  ['001 §9 menu hover delay 350 ms', 'chrome/Header/nav', 'HOVER_OPEN_DELAY_MS', 350],
  ['001 §9 search query parameter q1', 'services/search/address.mjs', 'SEARCH_QUERY_PARAM', 'q1'],
  [
    '001 §9 virtual page views at least 6000 ms apart',
    'article/infinite-scroll/reading',
    'PAGE_VIEW_MIN_INTERVAL_MS',
    6000,
  ],
  ['001 §9 scroll events throttled 500 ms', 'lib/tracking', 'SCROLL_THROTTLE_MS', 500],
  [
    '001 §9 session timing events at 90 s and 180 s',
    'chrome/Metrics/forwarder',
    'SESSION_MARKS_S',
    [90, 180],
  ],
  ['001 §8 chunk failure timeout flag at 110000 ms', 'chrome/Metrics/reports', 'CHUNK_TIMEOUT_MS', 110_000],
  ['001 §9 privacy cookie lasts 365 days', 'platform/privacy-signals.mjs', 'PRIVACY_COOKIE_DAYS', 365],
  ['001 §9 content series: at most 3 articles', 'widgets/CallOut/callOut', 'SERIES_ARTICLES_MAX', 3],
  ['001 §9 content series: only if more than one', 'widgets/CallOut/callOut', 'SERIES_ARTICLES_MIN', 2],
  [
    '001 §9 z-index levels',
    'lib/tokens',
    'zIndex',
    { dropDown: 100, ads: 300, toolbars: 400, clusterMenu: 499, topLevelNavMenu: 500, modals: 9999 },
  ],
  // 001 §3 and §9: ads (issue 28)
  [
    '001 §3 ad position names',
    'lib/ads',
    'AD_POSITIONS',
    ['DLB1', 'DLB2', 'DMR1', 'DMR2', 'DMR3', 'DMR4', 'DMR5', 'MLB1', 'MMR1', 'MMR2'],
  ],
  [
    '001 §9 inline ad limits: 5 medium rectangles and 3 leaderboards, CPUV 3 and 2',
    'lib/ads',
    'INLINE_AD_LIMITS',
    { normal: { mediumRect: 5, leaderboard: 3 }, cpuv: { mediumRect: 3, leaderboard: 2 } },
  ],
  [
    '001 §9 ad sizes (the three celtra sizes are ours: the spec names none)',
    'lib/ads',
    'AD_SIZES',
    {
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
    },
  ],
  ['001 §9 sticky leaderboard hide delay 3000 ms', 'lib/ads', 'STICKY_LEADERBOARD_HIDE_DELAY_MS', 3000],
  ['001 §9 ad-blocker detection time-out 60 s', 'lib/ads', 'AD_BLOCK_DETECTION_TIMEOUT_MS', 60_000],
  ['001 §9 ad slot refresh measure after 2000 ms', 'lib/ads', 'AD_SLOT_REFRESH_MEASURE_MS', 2000],
  // 002 §9
  [
    '002 §9 default location: zip 47201, lat 39.126564, long -85.971322',
    'widgets/DrugCostSavings/constants',
    'DEFAULT_LOCATION',
    { zip: '47201', lat: 39.126564, long: -85.971322 },
  ],
  ['002 §9 default insured is true', 'widgets/DrugCostSavings/constants', 'DEFAULT_INSURED', true],
  ['002 §9 zip length is 5', 'widgets/DrugCostSavings/constants', 'ZIP_LENGTH', 5],
  ['002 §9 retailer name cut to 24 characters', 'widgets/DrugCostSavings/constants', 'RETAILER_NAME_MAX', 24],
  ['002 §9 address cut to 32 characters', 'widgets/DrugCostSavings/constants', 'ADDRESS_MAX', 32],
  [
    '002 §9 retail price string cut to 5 characters',
    'widgets/DrugCostSavings/constants',
    'RETAIL_PRICE_MAX_CHARS',
    5,
  ],
  ['002 §9 4 price cards per page', 'widgets/DrugCostSavings/constants', 'CARDS_PER_PAGE', 4],
  [
    '002 §9 the phone needs at least 10 leading digits',
    'widgets/DrugCostSavings/constants',
    'PHONE_MIN_DIGITS',
    10,
  ],
  ['002 §9 price type code SWD', 'services/pricing/shared', 'PRICE_TYPE_CODE', 'SWD'],
  ['002 §9 savings claim', 'widgets/DrugCostSavings/constants', 'SAVINGS_CLAIM', 'up to 80%'],
  ['002 §9 price note date', 'widgets/DrugCostSavings/constants', 'PRICE_NOTE_DATE', '3/2023'],
  ['002 §9 loading reset 500 ms', 'widgets/DrugCostSavings/constants', 'LOADING_RESET_MS', 500],
  ['002 §9 driver registration debounce 25 ms', 'lib/placements', 'DRIVER_REGISTRATION_DEBOUNCE_MS', 25],
  ['002 §9 tooltip delay 700 ms', 'widgets/DrugCostSavings/constants', 'TOOLTIP_DELAY_MS', 700],
  ['002 §9 tooltip second delay 250 ms', 'widgets/DrugCostSavings/constants', 'TOOLTIP_SECOND_DELAY_MS', 250],
  ['002 §9 modal close delay 100 ms', 'widgets/DrugCostSavings/constants', 'MODAL_CLOSE_DELAY_MS', 100],
  [
    '002 §9 carousel slides 1.1, 2.2, 3.4',
    'widgets/Carousel/carousel',
    'SLIDES_PER_VIEW',
    { mobile: 1.1, tablet: 2.2, desktop: 3.4 },
  ],
  [
    '002 §9 carousel breakpoints 658 and 1100',
    'widgets/Carousel/carousel',
    'CAROUSEL_BASE_BREAKPOINTS',
    { tablet: 658, desktop: 1100 },
  ],
  ['002 §9 carousel transition 400 ms', 'widgets/Carousel/carousel', 'CAROUSEL_TRANSITION_MS', 400],
  ['002 §9 swipe threshold 25 px', 'widgets/Carousel/carousel', 'CAROUSEL_SWIPE_THRESHOLD_PX', 25],
  ['002 §9 swipe angle under 45 degrees', 'widgets/Carousel/carousel', 'CAROUSEL_SWIPE_MAX_ANGLE_DEG', 45],
  ['000 §9 carousel page step 300 px', 'widgets/carousels/constants', 'CAROUSEL_PAGE_STEP_PX', 300],
  ['000 §9 carousel end tolerance 5 px', 'widgets/carousels/constants', 'CAROUSEL_END_TOLERANCE_PX', 5],
  ['002 §9 wave animation stops after 5 s', 'widgets/CallOut/callOut', 'WAVE_ANIMATION_MS', 5000],
  [
    '002 §9 privacy strings 1---, 1YNY and 1YYY',
    'platform/privacy-signals.mjs',
    'PRIVACY_STRINGS',
    { noChoice: '1---', allowed: '1YNY', optedOut: '1YYY' },
  ],
  ['002 §9 ad decision up to 10 s', 'lib/ads', 'AD_DECISION_TIMEOUT_MS', 10_000],
  ['002 §9 ad decision polled every second', 'lib/ads', 'AD_DECISION_POLL_MS', 1000],
  ['002 §9 ad margins 30 px top and bottom', 'lib/ads', 'AD_MARGIN_PX', 30],
  ['002 §9 consent TCF default 5', 'privacy/consent/consent', 'TCF_POLICY_VERSION_DEFAULT', 5],
  ['002 §9 breakpoints 768 and 990', 'widgets/DietComparison/dietComparison', 'VIEWPORT_TABLET_MIN', 768],
  ['002 §9 breakpoints 768 and 990', 'widgets/DietComparison/dietComparison', 'VIEWPORT_DESKTOP_MIN', 990],
  ['002 §9 at most 2 compared items', 'widgets/DietComparison/dietComparison', 'MAX_COMPARED', 2],
  [
    '002 §9 at most 10 autocomplete suggestions',
    'widgets/DietComparison/dietComparison',
    'AUTOCOMPLETE_MAX',
    10,
  ],
  ['002 §9 lazy images load within 300 px of the viewport', 'ui/deferredIsland', 'LAZY_LEAF_MARGIN_PX', 300],
]

type Source = { file: string; text: string }
/** Every file under src/, tests and samples aside. */
const sources: Source[] = walk(src)
  .filter((f) => !/\.(test|spec)\.(ts|tsx|mjs)$|\.samples\.tsx$/.test(f))
  .map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }))
/** The files that define `export const <name>` (or `export let`). */
const definersIn = (files: Source[], name: string) =>
  files
    .filter(({ text }) => new RegExp(`^export (const|let) ${name}\\b`, 'm').test(text))
    .map(({ file }) => rel(file))
const definers = (name: string) => definersIn(sources, name)

const modulePath = (module: string) => `${src}/${module}`

describe('business constants: each in one named place, with the spec’s value', () => {
  it.each(TABLE)('%s: %s → %s', async (_spec, module, name, value) => {
    const loaded = (await import(/* @vite-ignore */ modulePath(module))) as Record<string, unknown>
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      expect(loaded[name]).toMatchObject(value as Record<string, unknown>)
    else expect(loaded[name]).toEqual(value)
    expect(definers(name), `${name} is defined in exactly one file`).toEqual([
      expect.stringMatching(new RegExp(`^src/${module.replace(/\.mjs$/, '')}\\.(ts|tsx|mjs)$`)),
    ])
  })

  it('finds a second definition (a control: the rule itself works)', () => {
    const two = [
      { file: `${src}/a.ts`, text: 'export const STEP_PX = 300\n' },
      {
        file: `${src}/b.ts`,
        text: '// one more\nexport const STEP_PX = 300\nexport const STEP_PX_MAX = 1\n',
      },
      { file: `${src}/c.ts`, text: "import { STEP_PX } from './a'\nexport { STEP_PX }\n" },
    ]
    expect(definersIn(two, 'STEP_PX')).toEqual(['src/a.ts', 'src/b.ts'])
  })
})
