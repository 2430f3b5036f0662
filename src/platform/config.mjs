// @ts-check
/**
 * The site's configuration: every environment variable the app reads, validated once with zod.
 *
 * Plain JavaScript (checked by TypeScript through `@ts-check`) because two programs load it: the HTTP server
 * in front of Next.js (`server.mjs`, which sets security and caching headers) and the Next.js app itself
 * (pages, route handlers, Payload's config and CLI). The parsed value is kept on `globalThis`, so both read
 * the environment once per process.
 *
 * It also names the adapter each service uses (`adapters`), so a deployment swaps a local default for a
 * production implementation with one variable.
 */
import { z } from 'zod'

/** Treats '' like unset, so `FOO= npm start` means "use the default". */
const optional = (/** @type {z.ZodType} */ schema) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional())

const onOff = (/** @type {'on' | 'off'} */ fallback) =>
  z
    .preprocess(
      (v) => (v === '' || v === undefined ? fallback : String(v).toLowerCase()),
      z.enum(['on', 'off', 'true', 'false', '1', '0'], { error: 'use on or off' }),
    )
    .transform((v) => v === 'on' || v === 'true' || v === '1')

const int = (/** @type {number} */ fallback, /** @type {number} */ min, /** @type {number} */ max) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? fallback : Number(v)),
    z.number({ error: 'must be a whole number' }).int('must be a whole number').min(min).max(max),
  )

const list = (/** @type {string} */ fallback) =>
  z
    .preprocess((v) => (v === undefined ? fallback : v), z.string())
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim().toLowerCase())
        .filter(Boolean),
    )

const httpUrl = z
  .string()
  .regex(/^https?:\/\/[^\s/]+/i, 'must be an http(s) URL such as https://wellread.example')
  .transform((s) => s.replace(/\/+$/, ''))

/** An http(s) URL kept exactly as given (an issuer identifier is compared character for character). */
const exactHttpUrl = z
  .string()
  .regex(/^https?:\/\/[^\s/?#]+[^\s#]*$/i, 'must be an http(s) URL such as https://accounts.example')

/** A third party's origin: https (a leading "*." for its subdomains), or http on this machine (local peers in tests). */
const THIRD_PARTY_ORIGIN =
  /^(https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?|http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?)$/i
/** A third party's endpoint: an address at such an origin (no wildcard). */
const THIRD_PARTY_URL =
  /^(https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?|http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?)(\/[^\s#]*)?$/i

/**
 * The per-client-address limits that have no variable of their own, by the name of their limiter: requests per
 * window. `RATE_LIMITS=name=requests/seconds,…` overrides them (docs/security-review.md says which call each one
 * guards). The sign-in, coupon-share and newsletter limits have their own variables (LOGIN_RATE_LIMIT_*,
 * SHARE_LIMIT_*, NEWSLETTER_LIMIT_*).
 */
export const RATE_LIMIT_DEFAULTS = Object.freeze({
  /** Survey answers (`POST /api/surveys/answer`): a browser sends one a week, a shared address many. */
  'survey-answers': { points: 30, durationSeconds: 60 },
  /** Promotions' counts beacons (`POST /api/drivers/events`). */
  'driver-events': { points: 120, durationSeconds: 60 },
  /** Product impressions and clicks (`POST /api/commerce/events`). */
  'commerce-events': { points: 120, durationSeconds: 60 },
  /** Ads' counts beacons (`POST /api/ads/events`). */
  'ad-events': { points: 120, durationSeconds: 60 },
  /** Readers' metrics beacons, both calls together (`POST /api/metrics`, `/api/metrics/unload`). */
  metrics: { points: 120, durationSeconds: 60 },
  /** Analytics events batches (`POST /api/events`). */
  events: { points: 120, durationSeconds: 60 },
  /** Error reports (`POST /api/errors`). */
  errors: { points: 60, durationSeconds: 60 },
  /** Content-Security-Policy reports (`POST /api/csp-report`). */
  'csp-report': { points: 60, durationSeconds: 60 },
  /** Consent cookie checks (`POST /consent/validate`): a check stores nothing, so a 429 loses nothing. */
  'consent-validate': { points: 120, durationSeconds: 60 },
  /** Newsletter confirmations (`POST /api/newsletter/confirm`). */
  'newsletter-confirm': { points: 30, durationSeconds: 60 },
  /** A signed-in reader's calls: session refresh, sign-out, token, flags, account deletion. */
  'reader-account': { points: 60, durationSeconds: 60 },
})

/** @typedef {keyof typeof RATE_LIMIT_DEFAULTS} RateLimitName */

export const envSchema = z.object({
  NODE_ENV: z.preprocess(
    (v) => (v === '' || v === undefined ? 'development' : v),
    z.enum(['development', 'production', 'test']),
  ),
  PORT: int(3000, 1, 65535),
  /** The server's JSON log lines (pino, src/platform/log.mjs): this level and above reach stdout. */
  LOG_LEVEL: z.preprocess(
    (v) => (v === '' || v === undefined ? 'info' : String(v).toLowerCase()),
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'use fatal, error, warn, info, debug, trace or silent',
    }),
  ),

  // Data
  DATABASE_URL: optional(z.string().regex(/^(postgres(ql)?:\/\/|file:)/, 'use postgres://… or file:…')),
  DATABASE_POOL_MAX: int(10, 1, 500),
  DATA_DIR: optional(z.string()),
  PAYLOAD_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
  PAYLOAD_PUBLIC_SERVER_URL: optional(httpUrl),
  ADMIN_EMAIL: optional(z.email('must be an email address')),
  ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters')),
  WELLREAD_SEED: onOff('on'),
  WELLREAD_BOOTSTRAP: onOff('on'),
  /** Ask the server for its main pages before opening its port (docs/adr/0015). */
  WELLREAD_WARM_UP: onOff('on'),
  /** Run scheduled publishing (Payload's job queue) in this process. Turn off on all but one instance at scale. */
  WELLREAD_JOBS: onOff('on'),
  JOBS_INTERVAL_SECONDS: int(10, 1, 59),

  // Public address
  SITE_URL: optional(httpUrl),
  NEXT_PUBLIC_SITE_URL: optional(httpUrl),
  SITE_HOST: optional(z.string().regex(/^[a-z0-9.-]+$/i, 'must be a host name such as wellread.example')),

  // Shared state (rate limits, key-value); in-process without it
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'use redis://… or rediss://…')),

  // Caching
  PAGE_CACHE_MAX_ENTRIES: int(2000, 10, 1_000_000),
  /** Answer page-cache hits and build assets in the HTTP server, without Next.js (docs/adr/0015). */
  EDGE_CACHE: onOff('on'),
  /** After an article changes, how long lists of articles may be served stale while they render again (0: never; docs/adr/0015). */
  PAGE_CACHE_LIST_STALE_SECONDS: int(30, 0, 3600),
  CDN_MAX_AGE_SECONDS: int(60, 0, 86_400),
  CDN_STALE_WHILE_REVALIDATE_SECONDS: int(60, 0, 86_400),
  CDN_STALE_IF_ERROR_SECONDS: int(86_400, 0, 31_536_000),

  // The HTTP edge
  TRUST_PROXY_HOPS: int(0, 0, 10),
  /** This instance's name, sent as X-Served-By (set by `npm run start:cluster`; useful behind a balancer). */
  WELLREAD_INSTANCE: optional(
    z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'use letters, digits, dots, dashes'),
  ),
  COUNTRY_HEADERS: list('x-vercel-ip-country,cf-ipcountry,cloudfront-viewer-country,x-country-code'),
  WELLREAD_DEFAULT_COUNTRY: z.preprocess(
    (v) => (v === '' || v === undefined ? 'US' : String(v).toUpperCase()),
    z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as US'),
  ),
  LOGIN_RATE_LIMIT_MAX: int(20, 1, 10_000),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: int(900, 1, 86_400),
  /** Overrides of the per-address limits without a variable of their own: `name=requests/seconds,…`. */
  RATE_LIMITS: z
    .preprocess((v) => (v === undefined ? '' : v), z.string())
    .transform((text, ctx) => {
      /** @type {Record<string, { points: number, durationSeconds: number }>} */
      const out = {}
      for (const part of text
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const m = /^([a-z-]+)=(\d{1,6})\/(\d{1,6})$/.exec(part)
        const name = m?.[1]
        if (!m || !name || !(name in RATE_LIMIT_DEFAULTS) || Number(m[2]) < 1 || Number(m[3]) < 1) {
          ctx.addIssue({
            code: 'custom',
            message: `"${part}" is not name=requests/seconds with a name of ${Object.keys(RATE_LIMIT_DEFAULTS).join(', ')}`,
          })
          return z.NEVER
        }
        out[name] = { points: Number(m[2]), durationSeconds: Number(m[3]) }
      }
      return out
    }),

  // Drug cost savings (issue 9): the discount-card pricing provider, mail, text messages, wallet passes,
  // the bot check and the share limits. Every provider is local and offline by default.
  PRICING_ADAPTER: optional(z.enum(['local', 'http'])),
  PRICING_API_URL: optional(httpUrl),
  PRICING_API_KEY: optional(z.string().min(1)),
  PRICING_TIMEOUT_MS: int(5000, 100, 60_000),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'use smtp://… or smtps://…')),
  MAIL_FROM: optional(z.string().min(3)),
  OUTBOX_DIR: optional(z.string()),
  SMS_ADAPTER: optional(z.enum(['outbox', 'twilio'])),
  SMS_API_URL: optional(httpUrl),
  SMS_ACCOUNT_SID: optional(z.string().min(1)),
  SMS_AUTH_TOKEN: optional(z.string().min(1)),
  SMS_FROM: optional(z.string().regex(/^\+?[0-9]{5,15}$/, 'must be a phone number such as +15551234567')),
  APPLE_PASS_TYPE_ID: optional(z.string().min(1)),
  APPLE_TEAM_ID: optional(z.string().min(1)),
  APPLE_PASS_CERT: optional(z.string().min(1)),
  APPLE_PASS_KEY: optional(z.string().min(1)),
  APPLE_PASS_KEY_PASSPHRASE: optional(z.string()),
  APPLE_WWDR_CERT: optional(z.string().min(1)),
  GOOGLE_WALLET_ISSUER_ID: optional(z.string().min(1)),
  GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: optional(z.email('must be an email address')),
  GOOGLE_WALLET_PRIVATE_KEY: optional(z.string().min(1)),
  BOT_CHECK_HMAC_KEY: optional(z.string().min(16, 'must be at least 16 characters')),
  BOT_CHECK_MAX_NUMBER: int(100_000, 1_000, 10_000_000),
  SHARE_LIMIT_PER_ADDRESS: int(3, 1, 1000),
  SHARE_LIMIT_PER_IP: int(20, 1, 100_000),
  SHARE_LIMIT_WINDOW_SECONDS: int(600, 1, 86_400),
  // Promotions (issue 17)
  ALLOW_DRIVER_MOCKS: optional(
    z
      .enum(['on', 'off', 'true', 'false', '1', '0'], { error: 'use on or off' })
      .transform((v) => v === 'on' || v === 'true' || v === '1'),
  ),
  DRIVERS_RELOAD_SECONDS: int(30, 1, 3600),
  // Ads (issue 28)
  ADS_RELOAD_SECONDS: int(30, 1, 3600),
  NEWSLETTER_ADAPTER: optional(z.enum(['local', 'http'])),
  NEWSLETTER_API_URL: optional(httpUrl),
  NEWSLETTER_API_KEY: optional(z.string().min(1)),
  NEWSLETTER_TIMEOUT_MS: int(5000, 100, 60_000),
  NEWSLETTER_LIMIT_PER_ADDRESS: int(3, 1, 1000),
  NEWSLETTER_LIMIT_PER_IP: int(20, 1, 100_000),
  NEWSLETTER_LIMIT_WINDOW_SECONDS: int(600, 1, 86_400),
  // Readers' sign-in (issue 18): OpenID Connect providers, each on when its three variables are set.
  AUTH_APPLE_ISSUER: optional(exactHttpUrl),
  AUTH_APPLE_CLIENT_ID: optional(z.string().min(1)),
  AUTH_APPLE_CLIENT_SECRET: optional(z.string().min(1)),
  AUTH_GOOGLE_ISSUER: optional(exactHttpUrl),
  AUTH_GOOGLE_CLIENT_ID: optional(z.string().min(1)),
  AUTH_GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
  AUTH_SESSION_DAYS: int(30, 1, 400),
  /** With no provider configured and a local SITE_URL, server.mjs starts local stand-ins (ADR 25); off: never. */
  AUTH_LOCAL_STAND_INS: onOff('on'),
  /** The daily-dose site sign-in may return to (002 §2.4), with its lesson parameters. */
  DAILY_DOSE_URL: optional(exactHttpUrl),

  // Adapters
  SEARCH_ADAPTER: optional(z.enum(['minisearch'])),
  STATE_ADAPTER: optional(z.enum(['memory', 'redis'])),
  GEO_ADAPTER: optional(z.enum(['cdn-header'])),

  // Third parties the operator adds to THIRD_PARTIES (issue 18, src/privacy/thirdParty/): each is contacted only
  // through the browser's guard, only with the reader's consent for its purpose, never with the page's topic.
  /** The analytics vendor's collector: the site's first-party events go there (stripped of topic) with consent to analytics. */
  ANALYTICS_VENDOR_URL: optional(
    z
      .string()
      .regex(THIRD_PARTY_URL, 'must be an https:// URL (http:// only on this machine: localhost, 127.0.0.1)')
      .transform((s) => s.replace(/\/+$/, '')),
  ),
  /** What the privacy settings call the analytics vendor. */
  ANALYTICS_VENDOR_NAME: optional(z.string().trim().min(1).max(80)),
  /**
   * The programmatic ad partner's tag (a Google Publisher Tag–style script, issue 28): with consent to advertising,
   * on pages that are neither ad-free nor sensitive, and with the editors' switch on (Site settings →
   * Advertising), it may fill the slots first-party campaigns leave to house ads, inside a sandboxed frame.
   */
  AD_PARTNER_URL: optional(
    z
      .string()
      .regex(THIRD_PARTY_URL, 'must be an https:// URL (http:// only on this machine: localhost, 127.0.0.1)'),
  ),
  /**
   * The bearer token Prometheus scrapes `GET /metrics` with (issue 29). Unset: only a scraper on this machine
   * (a loopback client address) may read it.
   */
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  /**
   * A Sentry-compatible DSN (GlitchTip, Sentry) the error groups are forwarded to (issue 29, ADR 27 §9): new
   * groups, and each tenfold growth of one. Unset: nothing leaves the site.
   */
  ERRORS_FORWARD_DSN: optional(
    z
      .string()
      .regex(
        /^https?:\/\/[^\s@/]+@[^\s/]+(\/[^\s]*)?\/\d+$/i,
        'must be a DSN such as https://<public key>@glitchtip.example/<project id>',
      ),
  ),
  /**
   * The tracking ingest of 002 §7 (issue 30): identify and form-submitted events (newsletter sign-up, coupon sent,
   * account created) are posted there server-side with basic authorization (TRACKING_INGEST_USER and
   * TRACKING_INGEST_PASSWORD), the email only as SHA-256 and only with marketing consent. Unset: nothing is sent.
   */
  TRACKING_INGEST_URL: optional(httpUrl),
  TRACKING_INGEST_USER: optional(z.string().min(1)),
  TRACKING_INGEST_PASSWORD: optional(z.string().min(1)),
  TRACKING_INGEST_TIMEOUT_MS: int(5000, 100, 60_000),
  /** The first retry's wait; each next one doubles it (8 tries in all: 5 s … about 10 minutes). */
  TRACKING_INGEST_RETRY_MS: int(5000, 100, 600_000),
  /**
   * Google Analytics 4 (issue 30, ADR 28 §7): with both set, the first-party events a reader sent with consent to
   * analytics are relayed by the server to GA4's Measurement Protocol (gtag's event names and parameters), never
   * the reader's address, User-Agent or the page's topic: the page is named by an opaque id. Unset: nothing.
   */
  GA4_MEASUREMENT_ID: optional(
    z.string().regex(/^G-[A-Z0-9]{4,20}$/, 'must be a GA4 measurement id such as G-ABC123XYZ'),
  ),
  GA4_API_SECRET: optional(
    z.string().min(8, 'must be the Measurement Protocol API secret (8 characters or more)'),
  ),
  /** Where the hits go (a local stand-in in tests). */
  GA4_COLLECT_URL: z.preprocess(
    (v) => (v === '' || v === undefined ? 'https://region1.google-analytics.com/mp/collect' : v),
    z
      .string()
      .regex(THIRD_PARTY_URL, 'must be an https:// URL (http:// only on this machine: localhost, 127.0.0.1)'),
  ),
  GA4_TIMEOUT_MS: int(3000, 100, 30_000),
  /**
   * A session replay vendor's ingest (issue 30, ADR 28 §8): off unless set. With consent to analytics, on pages
   * that are not sensitive, one page view in SESSION_REPLAY_SAMPLE_PERCENT is recorded with every input and every
   * text masked and sent there through the browser's guard.
   */
  SESSION_REPLAY_URL: optional(
    z
      .string()
      .regex(THIRD_PARTY_URL, 'must be an https:// URL (http:// only on this machine: localhost, 127.0.0.1)'),
  ),
  SESSION_REPLAY_NAME: optional(z.string().trim().min(1).max(80)),
  SESSION_REPLAY_SAMPLE_PERCENT: int(10, 1, 100),
  /** The image proxy (issue 31): resizes at once per process, and the largest original it decodes, in pixels. */
  IMAGE_RESIZE_CONCURRENCY: int(2, 1, 16),
  IMAGE_MAX_INPUT_PIXELS: int(50_000_000, 1_000_000, 268_402_689),
  /**
   * S3-compatible object storage (issue 31, ADR 29 §11): with S3_BUCKET, uploads (and Payload's sizes) and the
   * proxy's variants go to that bucket; unset, to the data directory. S3_ENDPOINT names a server other than AWS
   * (MinIO, R2, s3rver in tests), which usually wants path-style addresses (S3_FORCE_PATH_STYLE, on by default
   * with an endpoint); S3_PREFIX puts everything under one folder of a shared bucket.
   */
  S3_BUCKET: optional(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lower-case letters, digits, dots or dashes',
      ),
  ),
  S3_REGION: z.preprocess(
    (v) => (v === '' || v === undefined ? 'us-east-1' : v),
    z.string().regex(/^[a-z0-9-]{2,40}$/, 'must be a region such as us-east-1'),
  ),
  S3_ENDPOINT: optional(httpUrl),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_FORCE_PATH_STYLE: optional(
    z
      .enum(['on', 'off', 'true', 'false', '1', '0'], { error: 'use on or off' })
      .transform((v) => v === 'on' || v === 'true' || v === '1'),
  ),
  S3_PREFIX: optional(
    z
      .string()
      .transform((s) => s.replace(/^\/+|\/+$/g, ''))
      .pipe(
        z
          .string()
          .regex(
            /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/,
            'must be a folder such as wellread/media (letters, digits, dots, dashes, underscores, slashes)',
          ),
      ),
  ),
  /** With no AD_PARTNER_URL and a local SITE_URL, server.mjs starts a local stand-in partner (ADR 26); off: never. */
  AD_PARTNER_STAND_IN: onOff('on'),
  /** What the privacy settings call the ad partner. */
  AD_PARTNER_NAME: optional(z.string().trim().min(1).max(80)),
  /** The partner's ad unit path; each slot's position is added to it ("/wellread/MMR1"). */
  AD_PARTNER_UNIT: z.preprocess(
    (v) => (v === '' || v === undefined ? '/wellread' : v),
    z.string().regex(/^\/[A-Za-z0-9_./-]{1,120}$/, 'must be an ad unit path such as /1234/wellread'),
  ),
  /** Origins sponsors' pixels and click pixels may load from, comma-separated; with consent to advertising. */
  AD_PIXEL_ORIGINS: originList('https://px.sponsor.example', 'https://*.sponsor.example'),
  /**
   * The products' own media hosts (001 §7): pictures there keep their addresses; every other image given by address
   * goes through the image proxy. Comma-separated origins.
   */
  PRODUCT_MEDIA_HOSTS: originList('https://images.shop.example', 'https://*.shop.example'),
})

/**
 * A comma-separated list of origins (a `*.` for every subdomain; http:// only on this machine).
 * @param {string} example @param {string} wildcard
 */
function originList(example, wildcard) {
  return z
    .preprocess((v) => (v === undefined ? '' : v), z.string())
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim().toLowerCase().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            THIRD_PARTY_ORIGIN,
            `each must be an origin such as ${example} (${wildcard} for its subdomains; http:// only on this machine)`,
          ),
      ),
    )
}

/**
 * A host outside the site the browser may talk to (issue 18). `consent` is the purpose whose consent it needs,
 * in the vocabulary of `src/privacy/consent/consent.ts` (`necessary`, `analytics`, `advertising`,
 * `personalisation`), or `media` for frames that load only when the reader presses a facade's button.
 * `sources` are the Content-Security-Policy directives it needs; `endpoint` is where the site sends to it
 * (the analytics collector).
 *
 * @typedef {'necessary' | 'analytics' | 'advertising' | 'personalisation' | 'media'} ThirdPartyPurpose
 * @typedef {'script-src' | 'frame-src' | 'img-src' | 'connect-src' | 'media-src' | 'style-src'} ThirdPartyDirective
 * @typedef {{ name: string, consent: ThirdPartyPurpose, sources: Partial<Record<ThirdPartyDirective, string[]>>, serverOrigins?: string[], endpoint?: string, role?: 'relay' | 'replay', samplePercent?: number }} ThirdParty
 * `serverOrigins`: hosts only the server contacts (listed to readers, not in the browser's policy); `role`: what an
 * analytics entry is when it is not the page's collector (`relay`: GA4, contacted by the server; `replay`: the
 * session replay vendor); `samplePercent`: the share of page views the replay vendor records.
 */

/**
 * Third parties the Content-Security-Policy lets in, each only for what a reader's consent decision enables
 * (video players, social embeds, ad servers). The policy, the consent banner, the browser's guard
 * (`src/privacy/thirdParty/`) and the ADR read this one list, with the operator's additions
 * (`thirdPartiesOf(cfg)`: `ANALYTICS_VENDOR_URL`, `AD_PIXEL_ORIGINS`).
 *
 * Video players and social embeds (issue 15, `src/widgets/embed/`): frames only, and only after the reader
 * presses "Play video" / "Show post" on the facade; nothing loads from these hosts before. The kit's tests
 * check every frame it builds comes from a host listed here.
 *
 * @type {ReadonlyArray<ThirdParty>}
 */
export const THIRD_PARTIES = [
  {
    name: 'YouTube (privacy-enhanced mode)',
    consent: 'media',
    sources: { 'frame-src': ['https://www.youtube-nocookie.com'] },
  },
  { name: 'JW Player', consent: 'media', sources: { 'frame-src': ['https://cdn.jwplayer.com'] } },
  { name: 'Instagram', consent: 'media', sources: { 'frame-src': ['https://www.instagram.com'] } },
  { name: 'TikTok', consent: 'media', sources: { 'frame-src': ['https://www.tiktok.com'] } },
  { name: 'Tableau Public', consent: 'media', sources: { 'frame-src': ['https://public.tableau.com'] } },
  {
    name: 'Observable (D3 charts)',
    consent: 'media',
    sources: { 'frame-src': ['https://observablehq.com'] },
  },
  { name: 'Qzzr', consent: 'media', sources: { 'frame-src': ['https://qzzr.com', 'https://*.qzzr.com'] } },
]

/** What the privacy settings call the analytics vendor when `ANALYTICS_VENDOR_NAME` is not set. */
export const DEFAULT_ANALYTICS_VENDOR_NAME = 'Analytics vendor'
/** What the privacy settings call the ad partner when `AD_PARTNER_NAME` is not set. */
export const DEFAULT_AD_PARTNER_NAME = 'Advertising partner'
/** What the privacy settings call Google Analytics 4 (GA4_MEASUREMENT_ID). */
export const GA4_NAME = 'Google Analytics 4'
/** What the privacy settings call the session replay vendor when `SESSION_REPLAY_NAME` is not set. */
export const DEFAULT_REPLAY_NAME = 'Session replay'
/** What the privacy settings call the hosts of `PRODUCT_MEDIA_HOSTS`. */
export const PRODUCT_MEDIA_NAME = 'Shops’ own product photos'
/** What the privacy settings call the hosts of `AD_PIXEL_ORIGINS`. */
export const AD_PIXELS_NAME = 'Sponsors’ tracking pixels'

/**
 * Every third party this deployment may talk to: `THIRD_PARTIES` plus the operator's (the analytics vendor's
 * collector and the sponsors' pixel hosts, both allowed as connections: the guard sends with fetch, without
 * cookies or referrer). The Content-Security-Policy
 * (`server.mjs` → `src/server/edge/headers.mjs`) and the page's privacy settings (`publicThirdParties`,
 * `src/privacy/thirdParty/registry.ts`) are both built from it, so a configured vendor is allowed by the policy and
 * nothing else is. Plain JavaScript here because the HTTP server reads it too.
 *
 * The products' own media hosts (`PRODUCT_MEDIA_HOSTS`, 001 §7) are pictures the browser loads from there, so the
 * policy allows them as images; they are listed as necessary (a product's photo is part of the article), and
 * loaded without a referrer (`<Picture>`), so the host learns which product, never which page.
 *
 * @param {{ thirdParty: Config['thirdParty'], images?: Pick<Config['images'], 'productMediaHosts'> }} cfg
 * @returns {ThirdParty[]}
 */
export function thirdPartiesOf(cfg) {
  /** @type {ThirdParty[]} */
  const out = [...THIRD_PARTIES]
  const productHosts = cfg.images?.productMediaHosts ?? []
  if (productHosts.length > 0) {
    out.push({ name: PRODUCT_MEDIA_NAME, consent: 'necessary', sources: { 'img-src': [...productHosts] } })
  }
  const { analytics, adPixelOrigins, adPartner, ga4 = null, replay = null } = cfg.thirdParty
  if (analytics) {
    out.push({
      name: analytics.name,
      consent: 'analytics',
      sources: { 'connect-src': [analytics.origin] },
      endpoint: analytics.url,
    })
  }
  if (adPixelOrigins.length > 0) {
    // The guard requests a pixel with fetch (no cookies, no referrer): a connection, not an <img>.
    out.push({
      name: AD_PIXELS_NAME,
      consent: 'advertising',
      sources: { 'connect-src': [...adPixelOrigins] },
    })
  }
  if (ga4) {
    // Only the server talks to GA4 (the events relay, `src/services/events/ga4.ts`): listed for the privacy settings
    // and the guard's rules, never in the browser's policy.
    out.push({
      name: ga4.name,
      consent: 'analytics',
      sources: {},
      serverOrigins: [ga4.origin],
      endpoint: ga4.url,
      role: 'relay',
    })
  }
  if (replay) {
    out.push({
      name: replay.name,
      consent: 'analytics',
      sources: { 'connect-src': [replay.origin] },
      endpoint: replay.url,
      role: 'replay',
      samplePercent: replay.samplePercent,
    })
  }
  if (adPartner) {
    // The tag runs only inside the sandboxed partner frame (/api/ads/partner-frame), which loads its script and
    // lets it ask for and show its ad (connections, pictures) from its own origin.
    out.push({
      name: adPartner.name,
      consent: 'advertising',
      sources: {
        'script-src': [adPartner.origin],
        'connect-src': [adPartner.origin],
        'img-src': [adPartner.origin],
      },
      endpoint: adPartner.url,
    })
  }
  return out
}

/** @typedef {z.infer<typeof envSchema>} Env */

/**
 * @typedef {object} Config
 * @property {'development' | 'production' | 'test'} nodeEnv
 * @property {number} port
 * @property {{ level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent' }} log the lowest level of the server's log lines that is written (LOG_LEVEL)
 * @property {{ kind: 'sqlite' | 'postgres', url: string | undefined, poolMax: number }} database
 * @property {string | undefined} dataDir
 * @property {string | undefined} payloadSecret
 * @property {string | undefined} payloadServerUrl
 * @property {{ email: string, password: string | undefined }} admin
 * @property {{ seed: boolean, bootstrap: boolean, warmUp: boolean }} startup
 * @property {string} siteUrl the public origin, no trailing slash
 * @property {boolean} siteUrlConfigured whether SITE_URL (or NEXT_PUBLIC_SITE_URL) was set
 * @property {string} siteHost
 * @property {string | undefined} redisUrl
 * @property {{ pageEntries: number, edge: boolean, listStaleSeconds: number, cdnMaxAge: number, cdnStaleWhileRevalidate: number, cdnStaleIfError: number }} cache
 * @property {{ trustProxyHops: number, countryHeaders: string[], defaultCountry: string, instance: string | undefined }} edge
 * @property {{ max: number, windowSeconds: number }} loginRateLimit
 * @property {Record<RateLimitName, { points: number, durationSeconds: number }>} rateLimits the per-address
 *   limits of RATE_LIMIT_DEFAULTS, with RATE_LIMITS' overrides
 * @property {{ token: string | undefined }} metrics the token `GET /metrics` asks of a scraper (METRICS_TOKEN); without one, only loopback addresses may read it
 * @property {{ forwardDsn: string | undefined }} errors where the error groups are forwarded (ERRORS_FORWARD_DSN, a Sentry-compatible DSN); unset: nowhere
 * @property {{ url: string, user: string, password: string, timeoutMs: number, retryMs: number } | null} trackingIngest where identify and form-submitted events go (TRACKING_INGEST_URL, basic authorization); null: nowhere
 * @property {{ run: boolean, intervalSeconds: number }} jobs scheduled publishing: whether this process runs due jobs, and how often it looks
 * @property {{ search: 'minisearch', state: 'memory' | 'redis', geo: 'cdn-header', pricing: 'local' | 'http', sms: 'outbox' | 'twilio', newsletter: 'local' | 'http' }} adapters
 * @property {{ apiUrl: string | undefined, apiKey: string | undefined, timeoutMs: number }} pricing the discount-card provider (PRICING_ADAPTER=http)
 * @property {{ smtpUrl: string | undefined, from: string, outboxDir: string }} mail without SMTP_URL, mail goes to files in outboxDir
 * @property {{ apiUrl: string, accountSid: string | undefined, authToken: string | undefined, from: string | undefined }} sms a Twilio-compatible API (SMS_ADAPTER=twilio); text messages go to outboxDir otherwise
 * @property {{ apple: { passTypeId: string, teamId: string, cert: string, key: string, keyPassphrase: string | undefined, wwdr: string } | null, google: { issuerId: string, serviceAccountEmail: string, privateKey: string } | null }} wallet certificates and keys (PEM text, or a path to a PEM file); null when not configured
 * @property {{ hmacKey: string | undefined, maxNumber: number }} botCheck the proof-of-work challenge (key defaults to one derived from PAYLOAD_SECRET)
 * @property {{ perAddress: number, perIp: number, windowSeconds: number }} shareLimits coupon sends per email address or phone number, and per IP, per window
 * @property {{ allowMocks: boolean, reloadSeconds: number }} drivers whether the editors' "position markers" setting may take effect; how old another instance's driver list may be
 * @property {{ reloadSeconds: number, partnerStandIn: boolean }} ads how old another instance's ad catalog (campaigns, creatives, settings, delivered counts) may be; whether server.mjs may start a local stand-in ad partner on the embedded default
 * @property {{ concurrency: number, maxInputPixels: number, productMediaHosts: string[] }} images the image proxy's resizes at once per process (IMAGE_RESIZE_CONCURRENCY), the largest original it decodes (IMAGE_MAX_INPUT_PIXELS), and the products' own media hosts, whose pictures keep their addresses (PRODUCT_MEDIA_HOSTS)
 * @property {{ s3: S3Config | null }} storage where uploads and the image proxy's variants are kept: an S3-compatible bucket (S3_*), or the data directory (null)
 * @property {{ apiUrl: string | undefined, apiKey: string | undefined, timeoutMs: number, limits: { perAddress: number, perIp: number, windowSeconds: number } }} newsletter the mail provider's subscribe API (NEWSLETTER_ADAPTER=http) and the sign-up limits
 * @property {{ analytics: { name: string, url: string, origin: string } | null, adPixelOrigins: string[], adPartner: { name: string, url: string, origin: string, unit: string } | null, ga4?: { name: string, measurementId: string, apiSecret: string, url: string, origin: string, timeoutMs: number } | null, replay?: { name: string, url: string, origin: string, samplePercent: number } | null }} thirdParty the operator's third parties (ANALYTICS_VENDOR_URL / ANALYTICS_VENDOR_NAME, AD_PIXEL_ORIGINS, AD_PARTNER_URL / AD_PARTNER_NAME / AD_PARTNER_UNIT, GA4_*, SESSION_REPLAY_*): see `thirdPartiesOf`
 * @property {{ providers: { apple: AuthProviderConfig | null, google: AuthProviderConfig | null }, sessionDays: number, dailyDoseUrl: string | undefined, localStandIns: boolean }} auth readers' sign-in: each OpenID Connect provider (null when off), how long a session lasts unused, the daily-dose site, whether server.mjs may start local stand-ins on the embedded default (ADR 25)
 */

/**
 * @typedef {object} S3Config
 * @property {string} bucket
 * @property {string} region
 * @property {string | undefined} endpoint an S3-compatible server's address; unset: AWS
 * @property {string} accessKeyId
 * @property {string} secretAccessKey
 * @property {boolean} forcePathStyle addresses as endpoint/bucket/key rather than bucket.endpoint/key
 * @property {string} prefix the folder every object is kept under ('' for the bucket's root), no slash at either end
 */

/**
 * @typedef {object} AuthProviderConfig
 * @property {string} issuer the provider's issuer identifier (its discovery document is read from there)
 * @property {string} clientId
 * @property {string} clientSecret
 */

/**
 * Validate an environment and shape it for the app. Pure: tests pass their own environment.
 * Throws one error naming every invalid variable.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {Config}
 */
export function loadConfig(env) {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration (environment variables):\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const configuredUrl = e.SITE_URL ?? e.NEXT_PUBLIC_SITE_URL
  const siteUrl = configuredUrl ?? `http://localhost:${e.PORT}`
  const kind = e.DATABASE_URL && /^postgres(ql)?:\/\//.test(e.DATABASE_URL) ? 'postgres' : 'sqlite'
  const problems = []
  const pricingAdapter = e.PRICING_ADAPTER ?? 'local'
  if (pricingAdapter === 'http' && !e.PRICING_API_URL)
    problems.push('  PRICING_ADAPTER: http needs PRICING_API_URL')
  const smsAdapter = e.SMS_ADAPTER ?? (e.SMS_ACCOUNT_SID ? 'twilio' : 'outbox')
  if (smsAdapter === 'twilio' && !(e.SMS_ACCOUNT_SID && e.SMS_AUTH_TOKEN && e.SMS_FROM))
    problems.push('  SMS_ADAPTER: twilio needs SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM')
  const appleVars = [
    e.APPLE_PASS_TYPE_ID,
    e.APPLE_TEAM_ID,
    e.APPLE_PASS_CERT,
    e.APPLE_PASS_KEY,
    e.APPLE_WWDR_CERT,
  ]
  if (appleVars.some(Boolean) && !appleVars.every(Boolean))
    problems.push(
      '  APPLE_PASS_*: set all of APPLE_PASS_TYPE_ID, APPLE_TEAM_ID, APPLE_PASS_CERT, APPLE_PASS_KEY and APPLE_WWDR_CERT, or none',
    )
  const googleVars = [
    e.GOOGLE_WALLET_ISSUER_ID,
    e.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL,
    e.GOOGLE_WALLET_PRIVATE_KEY,
  ]
  if (googleVars.some(Boolean) && !googleVars.every(Boolean))
    problems.push(
      '  GOOGLE_WALLET_*: set all of GOOGLE_WALLET_ISSUER_ID, GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL and GOOGLE_WALLET_PRIVATE_KEY, or none',
    )
  const newsletterAdapter = e.NEWSLETTER_ADAPTER ?? (e.NEWSLETTER_API_URL ? 'http' : 'local')
  if (newsletterAdapter === 'http' && !(e.NEWSLETTER_API_URL && e.NEWSLETTER_API_KEY))
    problems.push('  NEWSLETTER_ADAPTER: http needs NEWSLETTER_API_URL and NEWSLETTER_API_KEY')
  for (const [name, vars] of /** @type {const} */ ([
    ['APPLE', [e.AUTH_APPLE_ISSUER, e.AUTH_APPLE_CLIENT_ID, e.AUTH_APPLE_CLIENT_SECRET]],
    ['GOOGLE', [e.AUTH_GOOGLE_ISSUER, e.AUTH_GOOGLE_CLIENT_ID, e.AUTH_GOOGLE_CLIENT_SECRET]],
  ]))
    if (vars.some(Boolean) && !vars.every(Boolean))
      problems.push(
        `  AUTH_${name}_*: set all of AUTH_${name}_ISSUER, AUTH_${name}_CLIENT_ID and AUTH_${name}_CLIENT_SECRET, or none`,
      )
  const s3Extras = /** @type {const} */ ([
    ['S3_ENDPOINT', e.S3_ENDPOINT],
    ['S3_ACCESS_KEY_ID', e.S3_ACCESS_KEY_ID],
    ['S3_SECRET_ACCESS_KEY', e.S3_SECRET_ACCESS_KEY],
    ['S3_PREFIX', e.S3_PREFIX],
  ]).filter(([, v]) => v !== undefined)
  if (!e.S3_BUCKET && s3Extras.length)
    problems.push(
      `  S3_BUCKET: ${s3Extras.map(([n]) => n).join(', ')} ${s3Extras.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not: set the bucket to store media there, or unset them to keep media in the data directory`,
    )
  if (e.S3_BUCKET && !(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY))
    problems.push(
      '  S3_BUCKET: object storage needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (the bucket’s access key)',
    )
  if (problems.length)
    throw new Error(`Invalid configuration (environment variables):\n${problems.join('\n')}`)
  if (e.STATE_ADAPTER === 'redis' && !e.REDIS_URL) {
    throw new Error('Invalid configuration (environment variables):\n  STATE_ADAPTER: redis needs REDIS_URL')
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    log: { level: e.LOG_LEVEL },
    database: { kind, url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX },
    dataDir: e.DATA_DIR,
    payloadSecret: e.PAYLOAD_SECRET,
    payloadServerUrl: e.PAYLOAD_PUBLIC_SERVER_URL,
    admin: { email: e.ADMIN_EMAIL ?? 'editor@wellread.local', password: e.ADMIN_PASSWORD },
    startup: { seed: e.WELLREAD_SEED, bootstrap: e.WELLREAD_BOOTSTRAP, warmUp: e.WELLREAD_WARM_UP },
    siteUrl,
    siteUrlConfigured: Boolean(configuredUrl),
    siteHost: e.SITE_HOST ?? hostOf(configuredUrl) ?? 'wellread.example',
    redisUrl: e.REDIS_URL,
    cache: {
      pageEntries: e.PAGE_CACHE_MAX_ENTRIES,
      edge: e.EDGE_CACHE,
      listStaleSeconds: e.PAGE_CACHE_LIST_STALE_SECONDS,
      cdnMaxAge: e.CDN_MAX_AGE_SECONDS,
      cdnStaleWhileRevalidate: e.CDN_STALE_WHILE_REVALIDATE_SECONDS,
      cdnStaleIfError: e.CDN_STALE_IF_ERROR_SECONDS,
    },
    edge: {
      trustProxyHops: e.TRUST_PROXY_HOPS,
      countryHeaders: e.COUNTRY_HEADERS,
      defaultCountry: e.WELLREAD_DEFAULT_COUNTRY,
      instance: e.WELLREAD_INSTANCE,
    },
    loginRateLimit: { max: e.LOGIN_RATE_LIMIT_MAX, windowSeconds: e.LOGIN_RATE_LIMIT_WINDOW_SECONDS },
    rateLimits: { ...RATE_LIMIT_DEFAULTS, ...e.RATE_LIMITS },
    metrics: { token: e.METRICS_TOKEN },
    errors: { forwardDsn: e.ERRORS_FORWARD_DSN },
    trackingIngest: e.TRACKING_INGEST_URL
      ? {
          url: e.TRACKING_INGEST_URL,
          user: e.TRACKING_INGEST_USER ?? '',
          password: e.TRACKING_INGEST_PASSWORD ?? '',
          timeoutMs: e.TRACKING_INGEST_TIMEOUT_MS,
          retryMs: e.TRACKING_INGEST_RETRY_MS,
        }
      : null,
    jobs: { run: e.WELLREAD_JOBS, intervalSeconds: e.JOBS_INTERVAL_SECONDS },
    adapters: {
      search: e.SEARCH_ADAPTER ?? 'minisearch',
      state: e.STATE_ADAPTER ?? (e.REDIS_URL ? 'redis' : 'memory'),
      geo: e.GEO_ADAPTER ?? 'cdn-header',
      pricing: pricingAdapter,
      sms: smsAdapter,
      newsletter: newsletterAdapter,
    },
    pricing: { apiUrl: e.PRICING_API_URL, apiKey: e.PRICING_API_KEY, timeoutMs: e.PRICING_TIMEOUT_MS },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Wellread <coupons@${e.SITE_HOST ?? hostOf(configuredUrl) ?? 'wellread.example'}>`,
      outboxDir: e.OUTBOX_DIR ?? `${e.DATA_DIR ?? 'data'}/outbox`,
    },
    sms: {
      apiUrl: e.SMS_API_URL ?? 'https://api.twilio.com',
      accountSid: e.SMS_ACCOUNT_SID,
      authToken: e.SMS_AUTH_TOKEN,
      from: e.SMS_FROM,
    },
    wallet: {
      apple:
        e.APPLE_PASS_TYPE_ID && e.APPLE_TEAM_ID && e.APPLE_PASS_CERT && e.APPLE_PASS_KEY && e.APPLE_WWDR_CERT
          ? {
              passTypeId: e.APPLE_PASS_TYPE_ID,
              teamId: e.APPLE_TEAM_ID,
              cert: e.APPLE_PASS_CERT,
              key: e.APPLE_PASS_KEY,
              keyPassphrase: e.APPLE_PASS_KEY_PASSPHRASE,
              wwdr: e.APPLE_WWDR_CERT,
            }
          : null,
      google:
        e.GOOGLE_WALLET_ISSUER_ID && e.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL && e.GOOGLE_WALLET_PRIVATE_KEY
          ? {
              issuerId: e.GOOGLE_WALLET_ISSUER_ID,
              serviceAccountEmail: e.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL,
              privateKey: e.GOOGLE_WALLET_PRIVATE_KEY,
            }
          : null,
    },
    botCheck: { hmacKey: e.BOT_CHECK_HMAC_KEY, maxNumber: e.BOT_CHECK_MAX_NUMBER },
    shareLimits: {
      perAddress: e.SHARE_LIMIT_PER_ADDRESS,
      perIp: e.SHARE_LIMIT_PER_IP,
      windowSeconds: e.SHARE_LIMIT_WINDOW_SECONDS,
    },
    drivers: {
      allowMocks: e.ALLOW_DRIVER_MOCKS ?? e.NODE_ENV !== 'production',
      reloadSeconds: e.DRIVERS_RELOAD_SECONDS,
    },
    ads: { reloadSeconds: e.ADS_RELOAD_SECONDS, partnerStandIn: e.AD_PARTNER_STAND_IN },
    images: {
      concurrency: e.IMAGE_RESIZE_CONCURRENCY,
      maxInputPixels: e.IMAGE_MAX_INPUT_PIXELS,
      productMediaHosts: [...new Set(e.PRODUCT_MEDIA_HOSTS)],
    },
    storage: {
      s3:
        e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? {
              bucket: e.S3_BUCKET,
              region: e.S3_REGION,
              endpoint: e.S3_ENDPOINT,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
              prefix: e.S3_PREFIX ?? '',
            }
          : null,
    },
    thirdParty: {
      analytics: e.ANALYTICS_VENDOR_URL
        ? {
            name: e.ANALYTICS_VENDOR_NAME ?? DEFAULT_ANALYTICS_VENDOR_NAME,
            url: e.ANALYTICS_VENDOR_URL,
            origin: new URL(e.ANALYTICS_VENDOR_URL).origin,
          }
        : null,
      adPixelOrigins: [...new Set(e.AD_PIXEL_ORIGINS)],
      ga4:
        e.GA4_MEASUREMENT_ID && e.GA4_API_SECRET
          ? {
              name: GA4_NAME,
              measurementId: e.GA4_MEASUREMENT_ID,
              apiSecret: e.GA4_API_SECRET,
              url: e.GA4_COLLECT_URL,
              origin: new URL(e.GA4_COLLECT_URL).origin,
              timeoutMs: e.GA4_TIMEOUT_MS,
            }
          : null,
      replay: e.SESSION_REPLAY_URL
        ? {
            name: e.SESSION_REPLAY_NAME ?? DEFAULT_REPLAY_NAME,
            url: e.SESSION_REPLAY_URL,
            origin: new URL(e.SESSION_REPLAY_URL).origin,
            samplePercent: e.SESSION_REPLAY_SAMPLE_PERCENT,
          }
        : null,
      adPartner: e.AD_PARTNER_URL
        ? {
            name: e.AD_PARTNER_NAME ?? DEFAULT_AD_PARTNER_NAME,
            url: e.AD_PARTNER_URL,
            origin: new URL(e.AD_PARTNER_URL).origin,
            unit: e.AD_PARTNER_UNIT.replace(/\/+$/, ''),
          }
        : null,
    },
    newsletter: {
      apiUrl: e.NEWSLETTER_API_URL,
      apiKey: e.NEWSLETTER_API_KEY,
      timeoutMs: e.NEWSLETTER_TIMEOUT_MS,
      limits: {
        perAddress: e.NEWSLETTER_LIMIT_PER_ADDRESS,
        perIp: e.NEWSLETTER_LIMIT_PER_IP,
        windowSeconds: e.NEWSLETTER_LIMIT_WINDOW_SECONDS,
      },
    },
    auth: {
      providers: {
        apple:
          e.AUTH_APPLE_ISSUER && e.AUTH_APPLE_CLIENT_ID && e.AUTH_APPLE_CLIENT_SECRET
            ? {
                issuer: e.AUTH_APPLE_ISSUER,
                clientId: e.AUTH_APPLE_CLIENT_ID,
                clientSecret: e.AUTH_APPLE_CLIENT_SECRET,
              }
            : null,
        google:
          e.AUTH_GOOGLE_ISSUER && e.AUTH_GOOGLE_CLIENT_ID && e.AUTH_GOOGLE_CLIENT_SECRET
            ? {
                issuer: e.AUTH_GOOGLE_ISSUER,
                clientId: e.AUTH_GOOGLE_CLIENT_ID,
                clientSecret: e.AUTH_GOOGLE_CLIENT_SECRET,
              }
            : null,
      },
      sessionDays: e.AUTH_SESSION_DAYS,
      dailyDoseUrl: e.DAILY_DOSE_URL,
      localStandIns: e.AUTH_LOCAL_STAND_INS,
    },
  }
}

/** @param {string | undefined} url */
function hostOf(url) {
  if (!url) return undefined
  try {
    return new URL(url).hostname
  } catch {
    return undefined
  }
}

const KEY = Symbol.for('wellread.config')

/**
 * The process's configuration, read from `process.env` on first use and kept for the life of the process.
 *
 * @returns {Config}
 */
export function config() {
  const scope = /** @type {Record<symbol, Config | undefined>} */ (/** @type {unknown} */ (globalThis))
  let value = scope[KEY]
  if (!value) {
    value = loadConfig(process.env)
    scope[KEY] = value
  }
  return value
}

/** Forget the parsed configuration, so the next `config()` reads `process.env` again (tests, tools). */
export function resetConfig() {
  const scope = /** @type {Record<symbol, Config | undefined>} */ (/** @type {unknown} */ (globalThis))
  delete scope[KEY]
}
