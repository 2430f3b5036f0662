import { z } from 'zod'
import { nextArticlesQuery } from '@/article/infinite-scroll/api'
import { AUTH_PROVIDERS } from '@/lib/account/contract'
import { AD_POSITIONS } from '@/lib/ads'
import { IMAGE_LADDER } from '@/lib/images'
import { MAX_AD_EVENTS_BODY_BYTES, MAX_DECISION_BODY_BYTES } from '@/services/ads/http'
import { partnerFrameQuery } from '@/services/ads/partnerFrame'
import { adClickQuery, adCountsSchema, adDecisionSchema } from '@/services/ads/schema'
import { MAX_AUTH_BODY_BYTES, MAX_CALLBACK_BODY_BYTES, MAX_FLAG_BODY_BYTES } from '@/services/auth/http'
import { setCookieRequestSchema, siteFlagRequestSchema } from '@/services/auth/schema'
import { MAX_COMMERCE_EVENTS_BYTES } from '@/services/commerce/http'
import { commerceEventsBody } from '@/services/commerce/schema'
import { MAX_CONSENT_BODY_BYTES } from '@/services/consent/http'
import { consentRecordSchema, consentValidateSchema } from '@/services/consent/schema'
import { MAX_SHARE_BODY_BYTES } from '@/services/couponShare/http'
import { shareRequestSchema } from '@/services/couponShare/schema'
import { MAX_CSP_REPORT_BYTES } from '@/services/csp/http'
import { cspReportBody } from '@/services/csp/reports'
import { MAX_BODY_BYTES as MAX_DRIVER_EVENTS_BYTES } from '@/services/driverStats/http'
import { driverCountsBody } from '@/services/driverStats/schema'
import { MAX_DRIVERS_BODY_BYTES, profileQuery } from '@/services/drivers/http'
import { driverRequestSchema } from '@/services/drivers/schema'
import { errorsBody, MAX_ERRORS_BODY_BYTES } from '@/services/errors/schema'
import { eventsBatch } from '@/services/events/schema'
import { MAX_EVENTS_BODY_BYTES } from '@/services/events/shared'
import { imageAddressQuery, imageQuery } from '@/services/images/http'
import { MAX_METRICS_BODY_BYTES, metricsBody, unloadBody } from '@/services/metrics/schema'
import {
  MAX_CONFIRM_BODY_BYTES,
  MAX_SIGNUP_BODY_BYTES,
  MAX_UNSUBSCRIBE_BODY_BYTES,
} from '@/services/newsletter/http'
import { newsletterRequestSchema } from '@/services/newsletter/schema'
import {
  couponQuerySchema,
  msrpQuerySchema,
  pricesQuerySchema,
  zipLookupQuerySchema,
} from '@/services/pricing/schema'
import { completeQuerySchema, searchQuerySchema, suggestQuerySchema } from '@/services/search/params'
import { MAX_SURVEY_ANSWER_BYTES } from '@/services/surveys/http'
import { currentSurveyQuery, surveyAnswerBody } from '@/services/surveys/schema'

/*
 * The public HTTP API, described once (issue 32): every route under `src/app/api/` (and the spec's
 * `POST /consent/validate`, the feeds and `GET /metrics`) with its parameters, body, answers and errors. The
 * request schemas are the ones the handlers parse with (imported from the services, never copied); the answer
 * schemas are written here, from the services' answer types, and held to the real answers by the contract run
 * of `npm run fuzz` (scripts/fuzz.mjs). `GET /api/openapi.json` serves the OpenAPI 3.1 document made of it
 * (`./document.ts`); `tests/unit/openapi.test.ts` fails when a route file has no description here.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** One answer of an operation: its description and, when it has a body, the body's schema and media type. */
export type Answer = {
  description: string
  schema?: z.ZodType
  /** `application/json` unless said (an HTML frame, an image, a feed, Prometheus text). */
  contentType?: string
}

/**
 * A valid request the contract run sends (`npm run fuzz`), and the status it must get. `{origin}` in a header
 * is the server's origin. A route that needs a secret (a signed address, a session) is sent the request a
 * client without it would send, and its documented refusal is the expected answer.
 */
export type Example = {
  /** The concrete path, when the operation's has parameters. */
  path?: string
  query?: Record<string, string>
  /** JSON (sent as it is when a string) */
  body?: unknown
  contentType?: string
  headers?: Record<string, string>
  status: number
}

export type Operation = {
  method: HttpMethod
  /** The OpenAPI path template: `/api/images/{file}`. */
  path: string
  summary: string
  description?: string
  tag: string
  pathParams?: z.ZodObject
  query?: z.ZodObject
  /** Query parameters the handler accepts and ignores, or reads without a schema (named for clients). */
  extraQuery?: { name: string; description: string }[]
  /** The body: its schema, media types and the largest the handler reads (413 past it). */
  body?: { schema: z.ZodType; contentTypes: readonly string[]; maxBytes: number }
  responses: Record<number, Answer>
  example: Example
  /**
   * What a request the route takes stores (a count, a record, a mail); the fuzz checks that a refused one
   * stores nothing. Absent: the route stores nothing.
   */
  writes?: string
  /** The route's answer is kept per reader: a cookie or a token it reads. */
  reads?: string
}

/** Every refusal and failure of the site's API: a message a client can show or act on (`src/platform/http.ts`). */
export const errorAnswerSchema = z.looseObject({
  error: z.string().min(1).describe('What is wrong, or what to send instead.'),
})

const JSON_TYPES = ['application/json'] as const
const BEACON_TYPES = ['application/json', 'text/plain'] as const
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const

const refused = (description: string): Answer => ({ description, schema: errorAnswerSchema })
const E400 = refused('The request does not fit: the field and what to send.')
const E413 = refused('The body is larger than the route takes.')
const E415 = refused('The body is not of a media type the route takes.')
const E429 = refused('Too many requests from this address (Retry-After says when to try again).')
const E403 = refused('The request must come from a page of this site (Origin or Sec-Fetch-Site).')
/** A request from this site's pages, as the contract run sends the calls that check it. */
const FROM_THE_SITE = { origin: '{origin}' }
const E401 = refused('No reader is signed in, or the token is missing, not valid or expired.')
const E503 = refused('Not stored or unavailable right now (Retry-After says when to try again).')
const E502 = refused('The provider behind the call failed.')
const bodyErrors = { 400: E400, 413: E413, 415: E415 }
const noBody = (description: string): Answer => ({ description })
const BEACON_DONE = noBody('Taken and stored (nothing to read back).')

/** A redirect: where it goes is in `Location`. */
const redirect = (description: string): Answer => ({ description })

const okFlag = z.object({ ok: z.literal(true) })
const readerUser = z
  .looseObject({
    rvoId: z.string(),
    email: z.string().nullable().optional(),
    provider: z.enum(AUTH_PROVIDERS).optional(),
  })
  .nullable()

const priceEntry = z.looseObject({
  retailer: z.looseObject({
    id: z.string(),
    name: z.string(),
    location: z.looseObject({
      id: z.string(),
      addressLine1: z.string(),
      coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
    }),
  }),
  price: z.object({ amount: z.number(), currency: z.literal('USD') }),
  isLowestPrice: z.boolean(),
  pbmId: z.string(),
  distanceMiles: z.number().nullable(),
})

const couponAnswer = z.looseObject({
  id: z.string(),
  bin: z.string(),
  pcn: z.string(),
  grp: z.string(),
  uid: z.string(),
  pricingInformation: z.looseObject({
    drugName: z.string(),
    discountedPrice: z.number(),
    retailPrice: z.number().nullable(),
    percentSavings: z.number().nullable(),
  }),
  dosageInformation: z.looseObject({ manufacturer: z.string(), dosage: z.string(), quantity: z.string() }),
  couponInformation: z.looseObject({
    id: z.string(),
    bin: z.string(),
    pcn: z.string(),
    grp: z.string(),
    uid: z.string(),
  }),
})

const excerptSegment = z.looseObject({ text: z.string() })
const searchPage = z.object({
  query: z.string(),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  results: z.array(
    z.looseObject({
      title: z.string(),
      url: z.string(),
      section: z.string(),
      summary: z.string(),
      excerpt: z.array(excerptSegment),
    }),
  ),
})

const providerParam = z.object({
  provider: z.string().describe(`The identity provider: ${AUTH_PROVIDERS.join(' or ')}.`),
})
const siteFlagsParams = z.object({
  rvoId: z.string().describe('The reader’s id, as `POST /api/auth/token` gives it.'),
  site: z.string().describe('The site: "wellread".'),
})
const flagsAnswer = z.object({ flags: z.array(z.looseObject({ label: z.string(), status: z.string() })) })

const formToken = z.object({ token: z.string().max(4096).optional() })
const oneClickForm = z.object({
  'List-Unsubscribe': z.literal('One-Click').optional(),
  token: z.string().max(4096).optional(),
})
const callbackForm = z.looseObject({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  user: z.string().optional().describe('Apple’s first sign-in: the reader’s name as JSON.'),
})

const ARTICLE = '/health/high-blood-pressure-and-sleep'
const FORMULATION = '99201-0120-30'

/** Every public route of the site, by path and method. */
export const OPERATIONS: readonly Operation[] = [
  // --- Reading
  {
    method: 'get',
    path: '/api/articles/next',
    tag: 'reading',
    summary: 'The articles to read after one (infinite scroll, 001 §3)',
    query: nextArticlesQuery,
    responses: {
      200: {
        description: 'Up to five articles, in the spec’s shape.',
        schema: z.object({
          items: z.array(z.looseObject({ title: z.array(z.string()), link: z.string() })),
        }),
      },
      400: E400,
      404: refused('No published article lives at that path.'),
      503: E503,
    },
    example: { query: { path: ARTICLE }, status: 200 },
  },
  {
    method: 'get',
    path: '/api/search',
    tag: 'search',
    summary: 'A page of ranked search results with highlighted excerpts',
    query: searchQuerySchema,
    responses: { 200: { description: 'The page.', schema: searchPage }, 400: E400, 503: E503 },
    example: { query: { q1: 'sleep' }, status: 200 },
  },
  {
    method: 'get',
    path: '/api/search/suggest',
    tag: 'search',
    summary: 'At most ten suggestions for the header’s search box',
    query: suggestQuerySchema,
    responses: {
      200: {
        description: 'The suggestions.',
        schema: z.object({ query: z.string(), items: z.array(z.string()) }),
      },
      400: E400,
      503: E503,
    },
    example: { query: { q: 'sle' }, status: 200 },
  },
  {
    method: 'get',
    path: '/api/search/complete',
    tag: 'search',
    summary: 'The suggestion service’s call (002 §7): `[q, [[suggestion, 0], …]]`',
    query: completeQuerySchema,
    extraQuery: [
      { name: 'client', description: 'Accepted and ignored, as the service’s other tuning parameters.' },
    ],
    responses: {
      200: {
        description: 'The text and at most ten suggestions.',
        schema: z.tuple([z.string(), z.array(z.tuple([z.string(), z.number()]))]),
      },
      400: E400,
      503: E503,
    },
    example: { query: { q: 'sle', client: 'wellread' }, status: 200 },
  },
  {
    method: 'get',
    path: '/api/surveys/current',
    tag: 'reading',
    summary: 'The survey a section’s readers may be asked',
    query: currentSurveyQuery,
    responses: {
      200: {
        description: 'The running survey.',
        schema: z.object({
          id: z.number().int(),
          question: z.string(),
          answers: z.array(z.string()),
          sampleRate: z.number(),
        }),
      },
      204: noBody('No survey runs there.'),
      400: E400,
      503: E503,
    },
    example: { query: { section: 'health' }, status: 200 },
  },
  {
    method: 'post',
    path: '/api/surveys/answer',
    tag: 'reading',
    summary: 'One reader’s answer to a survey, counted without the reader',
    body: { schema: surveyAnswerBody, contentTypes: BEACON_TYPES, maxBytes: MAX_SURVEY_ANSWER_BYTES },
    responses: {
      204: noBody('Counted (or, from a crawler, dropped).'),
      ...bodyErrors,
      403: E403,
      404: refused('The survey is not running.'),
      429: E429,
      503: E503,
    },
    example: { body: { survey: 999_999, answer: 1 }, headers: FROM_THE_SITE, status: 404 },
    writes: 'one answer’s count',
  },
  {
    method: 'get',
    path: '/api/reader',
    tag: 'reading',
    summary: 'What per-reader islands need to know: the reader’s country',
    responses: {
      200: {
        description: 'The country (CDN header), or null.',
        schema: z.object({ country: z.string().nullable() }),
      },
    },
    example: { status: 200 },
  },
  {
    method: 'get',
    path: '/api/images/{file}',
    tag: 'images',
    summary: 'An uploaded image at a signed ladder width (AVIF or WebP by Accept)',
    description: `Widths: ${IMAGE_LADDER.join(', ')}. The signature \`s\` is made by the server for the pages it renders.`,
    pathParams: z.object({ file: z.string().describe('The uploaded file’s name.') }),
    query: imageQuery,
    responses: {
      200: { description: 'The image.', contentType: 'image/*' },
      304: noBody('Not modified (If-None-Match).'),
      400: E400,
      404: refused('No such file.'),
      503: E503,
    },
    example: {
      path: '/api/images/walk.jpg',
      query: { w: '640', v: '1', s: 'AAAAAAAAAAAAAAAA' },
      status: 400,
    },
  },
  {
    method: 'get',
    path: '/api/images/remote',
    tag: 'images',
    summary: 'An image given by address, fetched once by the server, resized and negotiated',
    query: imageAddressQuery,
    responses: {
      200: { description: 'The image.', contentType: 'image/*' },
      304: noBody('Not modified (If-None-Match).'),
      400: E400,
      404: refused('The address has no image.'),
      502: E502,
      503: E503,
      504: refused('The image’s host did not answer in time.'),
    },
    example: {
      query: { u: 'https://shop.example/p.jpg', w: '640', s: 'AAAAAAAAAAAAAAAA' },
      status: 400,
    },
  },
  // --- Drug prices and coupons (002 §7)
  {
    method: 'get',
    path: '/api/optum/prices',
    tag: 'drug prices',
    summary: 'Prices of a formulation at nearby pharmacies',
    query: pricesQuerySchema,
    responses: {
      200: {
        description: 'The prices (an empty list for a ZIP the dataset does not know).',
        schema: z.object({ data: z.array(priceEntry) }),
      },
      400: E400,
      404: refused('The formulation is not one the provider knows.'),
      502: E502,
      504: refused('The provider timed out.'),
    },
    example: { query: { formulationId: FORMULATION, quantity: '30', zip: '10001' }, status: 200 },
  },
  {
    method: 'get',
    path: '/api/optum/coupons',
    tag: 'drug prices',
    summary: 'A coupon for the pharmacy a reader picked, kept for the share call',
    query: couponQuerySchema,
    responses: {
      200: { description: 'The coupon.', schema: couponAnswer },
      400: E400,
      404: refused('The formulation or pharmacy is not one the provider knows.'),
      502: E502,
      504: refused('The provider timed out (`timeout: true`).'),
    },
    example: {
      query: {
        formulationId: FORMULATION,
        drugName: 'Atorvastatin',
        dosageDisplay: '20 mg',
        quantityDisplay: '30 tablets',
        locationId: 'maple-row-10001',
        retailerId: 'maple-row',
        retailerName: 'Maple Row Pharmacy',
        lowPriceAmount: '12.34',
      },
      status: 200,
    },
    writes: 'the coupon, for the share call',
  },
  {
    method: 'get',
    path: '/api/drugPricing',
    tag: 'drug prices',
    summary: 'A formulation’s list price per unit (MSRP)',
    query: msrpQuerySchema,
    responses: {
      200: {
        description: 'The MSRP, null when unknown.',
        schema: z.object({ drugMSRP: z.number().nullable() }),
      },
      400: E400,
    },
    example: { query: { ndc: FORMULATION, priceTypeCode: 'SWD' }, status: 200 },
  },
  {
    method: 'get',
    path: '/api/tip/lookup',
    tag: 'drug prices',
    summary: 'A ZIP code’s centre, city and state',
    query: zipLookupQuerySchema,
    responses: {
      200: {
        description: 'The place, or `errors` and null coordinates for a ZIP the dataset does not know.',
        schema: z.looseObject({
          errors: z.array(z.object({ message: z.string() })).optional(),
          demographics: z.looseObject({ Latitude: z.number().nullable(), Longitude: z.number().nullable() }),
        }),
      },
      400: E400,
    },
    example: { query: { zip: '10001' }, status: 200 },
  },
  {
    method: 'get',
    path: '/api/bot-check/challenge',
    tag: 'drug prices',
    summary: 'A proof-of-work challenge for the coupon share and newsletter calls',
    responses: {
      200: {
        description: 'The challenge (ALTCHA).',
        schema: z.looseObject({
          parameters: z.looseObject({ algorithm: z.string(), nonce: z.string(), salt: z.string() }),
          signature: z.string().optional(),
        }),
      },
    },
    example: { status: 200 },
  },
  {
    method: 'post',
    path: '/api/optum-coupon-info-share',
    tag: 'drug prices',
    summary: 'Send a coupon by email or text, or make a wallet pass',
    body: { schema: shareRequestSchema, contentTypes: JSON_TYPES, maxBytes: MAX_SHARE_BODY_BYTES },
    responses: {
      200: {
        description: 'Sent; a wallet pass answers its link or its bytes in base64.',
        schema: z.object({ success: z.literal(true), data: z.string().nullable() }),
      },
      ...bodyErrors,
      403: refused('Not from a page of this site, or the bot check failed.'),
      404: refused('No such coupon.'),
      429: E429,
      502: E502,
    },
    example: {
      body: { token: 'not-a-solution', couponID: 'c-1', sendType: 'email', email: 'reader@example.com' },
      headers: FROM_THE_SITE,
      status: 403,
    },
    writes: 'a mail or a text in the outbox',
  },
  // --- Promotions and ads
  {
    method: 'post',
    path: '/api/drivers/v4/{path}',
    tag: 'promotions',
    summary: 'The drivers for a page’s placements (002 §3.9): `{ placementDrivers }`',
    description: 'The path is the page’s own (`/api/drivers/v4/health/sleep`); it may be empty.',
    pathParams: z.object({ path: z.string().describe('The page’s path segments.') }),
    body: { schema: driverRequestSchema, contentTypes: JSON_TYPES, maxBytes: MAX_DRIVERS_BODY_BYTES },
    responses: {
      200: {
        description: 'Each placement’s driver, or null.',
        schema: z.object({ placementDrivers: z.record(z.string(), z.looseObject({}).nullable()) }),
      },
      ...bodyErrors,
      503: E503,
    },
    example: {
      path: '/api/drivers/v4/health/high-blood-pressure-and-sleep',
      body: { articlePlacements: ['articlePlacement', 'headerNewsletter'] },
      status: 200,
    },
  },
  {
    method: 'get',
    path: '/api/cdp/profile/v3',
    tag: 'promotions',
    summary: 'The audiences this browser is in, from first-party signals only',
    query: profileQuery,
    responses: {
      200: { description: 'The audiences.', schema: z.object({ audiences: z.array(z.string()) }) },
      400: E400,
    },
    example: { query: { tagularAnonId: 'reader-0123456789' }, status: 200 },
    reads: 'the first-visit and subscriber cookies',
  },
  {
    method: 'post',
    path: '/api/drivers/events',
    tag: 'promotions',
    summary: 'Driver fills, misses, impressions, clicks and sign-ups (beacon)',
    body: { schema: driverCountsBody, contentTypes: BEACON_TYPES, maxBytes: MAX_DRIVER_EVENTS_BYTES },
    responses: { 204: BEACON_DONE, ...bodyErrors, 403: E403, 429: E429, 503: E503 },
    example: {
      body: { counts: [{ kind: 'impression', driverId: 'd-1', placement: 'articlePlacement', count: 1 }] },
      headers: FROM_THE_SITE,
      status: 204,
    },
    writes: 'driver counts',
  },
  {
    method: 'post',
    path: '/api/commerce/events',
    tag: 'promotions',
    summary: 'Product impressions and clicks (beacon)',
    body: { schema: commerceEventsBody, contentTypes: BEACON_TYPES, maxBytes: MAX_COMMERCE_EVENTS_BYTES },
    responses: { 204: BEACON_DONE, ...bodyErrors, 403: E403, 429: E429, 503: E503 },
    example: {
      body: { events: [{ kind: 'impression', productId: '1', articlePath: ARTICLE, position: 1 }] },
      headers: FROM_THE_SITE,
      status: 204,
    },
    writes: 'product counts',
  },
  {
    method: 'post',
    path: '/api/ads/decision',
    tag: 'ads',
    summary: 'Every ad slot of a page view in one answer',
    body: { schema: adDecisionSchema, contentTypes: JSON_TYPES, maxBytes: MAX_DECISION_BODY_BYTES },
    responses: {
      200: {
        description: 'Each slot’s creative and click address, or null; the slots the partner may take.',
        schema: z.object({
          slots: z.record(z.string(), z.looseObject({ clickUrl: z.string() }).nullable()),
          partner: z.array(z.string()),
          stickyWhenBlocked: z.boolean(),
        }),
      },
      ...bodyErrors,
      503: E503,
    },
    example: {
      body: {
        path: ARTICLE,
        section: 'health',
        template: 'article',
        categorySlugs: [],
        keywords: [],
        deviceType: 'desktop',
        sensitive: false,
        bucket: 7,
        cappedCampaigns: [],
        slots: [{ id: 'DLB1', position: 'DLB1', size: 'leaderboard' }],
      },
      status: 200,
    },
  },
  {
    method: 'get',
    path: '/api/ads/click',
    tag: 'ads',
    summary: 'Count an ad’s click, then go to the advertiser (302)',
    query: adClickQuery,
    responses: {
      302: redirect('To the creative’s own address.'),
      400: refused('The link is missing, malformed or forged.'),
      404: refused('The advertisement is no longer available.'),
      503: E503,
    },
    example: { query: { c: 'creative-1', p: AD_POSITIONS[0], s: 'AAAAAAAAAAAAAAAAAAAAAA' }, status: 400 },
    writes: 'the click’s count',
  },
  {
    method: 'post',
    path: '/api/ads/events',
    tag: 'ads',
    summary: 'Ad requests, fills and viewable impressions (beacon)',
    body: { schema: adCountsSchema, contentTypes: BEACON_TYPES, maxBytes: MAX_AD_EVENTS_BODY_BYTES },
    responses: { 204: BEACON_DONE, ...bodyErrors, 403: E403, 429: E429, 503: E503 },
    example: {
      body: {
        counts: [{ kind: 'request', campaignId: 'c-1', creativeId: 'cr-1', position: 'DLB1', count: 1 }],
      },
      headers: FROM_THE_SITE,
      status: 204,
    },
    writes: 'ad counts',
  },
  {
    method: 'get',
    path: '/api/ads/partner-frame',
    tag: 'ads',
    summary: 'The programmatic partner’s sandboxed frame for one slot',
    query: partnerFrameQuery,
    responses: {
      200: { description: 'The frame’s document.', contentType: 'text/html' },
      400: E400,
      404: refused('No programmatic partner is configured.'),
    },
    example: { query: { size: 'leaderboard', position: 'DLB1' }, status: 200 },
  },
  // --- Newsletter (002 §7)
  {
    method: 'post',
    path: '/api/activate/site',
    tag: 'newsletter',
    summary: 'Sign an address up to newsletter lists',
    body: { schema: newsletterRequestSchema, contentTypes: JSON_TYPES, maxBytes: MAX_SIGNUP_BODY_BYTES },
    responses: {
      200: {
        description: 'Signed up (pending its confirmation, or confirmed).',
        schema: z.object({ success: z.literal(true), status: z.enum(['pending', 'confirmed']) }),
      },
      ...bodyErrors,
      403: refused('Not from a page of this site, or the bot check failed.'),
      429: E429,
      502: E502,
    },
    example: {
      body: { site: 'wellread', email: 'reader@example.com', lists: ['1'], token: 'not-a-solution' },
      headers: FROM_THE_SITE,
      status: 400,
    },
    writes: 'a subscriber and a confirmation mail',
  },
  {
    method: 'get',
    path: '/api/newsletter/confirm',
    tag: 'newsletter',
    summary: 'The link of older confirmation emails: a 303 to the confirm page (confirms nothing)',
    extraQuery: [{ name: 'token', description: 'The confirmation token.' }],
    responses: { 303: redirect('To `/newsletter/confirm?token=…`.') },
    example: { query: { token: 'abc' }, status: 303 },
  },
  {
    method: 'post',
    path: '/api/newsletter/confirm',
    tag: 'newsletter',
    summary: 'The confirm page’s button: confirm a subscription (303 to the confirmed page)',
    body: { schema: formToken, contentTypes: FORM_TYPES, maxBytes: MAX_CONFIRM_BODY_BYTES },
    responses: {
      303: redirect('To `/newsletter/confirmed?status=…`.'),
      400: E400,
      403: refused('From another site’s page.'),
      413: E413,
      429: E429,
    },
    example: { body: 'token=not-a-token', contentType: 'application/x-www-form-urlencoded', status: 303 },
    writes: 'the subscription’s confirmation',
  },
  {
    method: 'post',
    path: '/api/newsletter/unsubscribe',
    tag: 'newsletter',
    summary: 'Unsubscribe a token’s address: one-click (RFC 8058) or the unsubscribe page’s form',
    extraQuery: [
      { name: 'token', description: 'The token, as the List-Unsubscribe header’s address carries it.' },
    ],
    body: { schema: oneClickForm, contentTypes: FORM_TYPES, maxBytes: MAX_UNSUBSCRIBE_BODY_BYTES },
    responses: {
      200: { description: 'One-click: unsubscribed.', schema: z.object({ success: z.literal(true) }) },
      303: redirect('The page’s form: to `/newsletter/unsubscribed?status=…`.'),
      400: E400,
      413: E413,
    },
    example: { body: 'token=not-a-token', contentType: 'application/x-www-form-urlencoded', status: 303 },
    writes: 'the subscriptions’ removal',
  },
  // --- Accounts (002 §7)
  {
    method: 'get',
    path: '/api/auth/signin/{provider}',
    tag: 'accounts',
    summary: 'Start a sign-in: a 302 to the provider (or back with `?signin=failed`)',
    pathParams: providerParam,
    extraQuery: ['lessonId', 'unitId', 'provider', 'transitId', 'correlationId'].map((name) => ({
      name,
      description: 'A daily-dose parameter, carried through the sign-in.',
    })),
    responses: { 302: redirect('To the provider, or back to the page with `?signin=failed&reason=…`.') },
    example: { path: '/api/auth/signin/apple', status: 302 },
    writes: 'nothing (the checks go in a sealed cookie)',
  },
  {
    method: 'get',
    path: '/api/auth/callback/{provider}',
    tag: 'accounts',
    summary: 'The provider’s answer (Google: in the query); a 302 to the site',
    pathParams: providerParam,
    extraQuery: [
      { name: 'code', description: 'The authorization code.' },
      { name: 'state', description: 'The state the sign-in sent.' },
      { name: 'error', description: 'The provider’s refusal.' },
    ],
    responses: { 302: redirect('To the site (signed in), or back with `?signin=failed`.') },
    example: { path: '/api/auth/callback/google', query: { code: 'x', state: 'y' }, status: 302 },
    writes: 'a reader and a session, when the checks pass',
  },
  {
    method: 'post',
    path: '/api/auth/callback/{provider}',
    tag: 'accounts',
    summary: 'The provider’s answer (Apple: a form post); a 302 to the site',
    pathParams: providerParam,
    body: { schema: callbackForm, contentTypes: FORM_TYPES, maxBytes: MAX_CALLBACK_BODY_BYTES },
    responses: {
      302: redirect('To the site (signed in), or back with `?signin=failed` (`&reason=limited`: too many).'),
    },
    example: {
      path: '/api/auth/callback/apple',
      body: 'code=x&state=y',
      contentType: 'application/x-www-form-urlencoded',
      status: 302,
    },
    writes: 'a reader and a session, when the checks pass',
  },
  {
    method: 'get',
    path: '/api/auth/session',
    tag: 'accounts',
    summary: 'The signed-in reader, or null',
    responses: { 200: { description: 'The reader.', schema: z.object({ user: readerUser }) } },
    example: { status: 200 },
    reads: 'the session cookie',
  },
  {
    method: 'post',
    path: '/api/auth/set-cookie',
    tag: 'accounts',
    summary: 'Refresh the session cookie, or sign out',
    body: { schema: setCookieRequestSchema, contentTypes: JSON_TYPES, maxBytes: MAX_AUTH_BODY_BYTES },
    responses: {
      200: { description: 'The reader, with a new session token.', schema: z.object({ user: readerUser }) },
      ...bodyErrors,
      401: E401,
      403: E403,
      429: E429,
    },
    example: {
      body: { isAuthenticated: true, email: 'reader@example.com', provider: 'apple' },
      headers: FROM_THE_SITE,
      status: 401,
    },
    reads: 'the session cookie',
  },
  {
    method: 'post',
    path: '/api/auth/clear-cookie',
    tag: 'accounts',
    summary: 'Sign out',
    responses: { 200: { description: 'Signed out.', schema: okFlag }, 401: E401, 403: E403, 429: E429 },
    example: { headers: FROM_THE_SITE, status: 401 },
    reads: 'the session cookie',
  },
  {
    method: 'post',
    path: '/api/auth/token',
    tag: 'accounts',
    summary: 'A bearer token for the profile calls, good for 5 minutes',
    responses: {
      200: { description: 'The token.', schema: z.object({ token: z.string(), expiresIn: z.number() }) },
      401: E401,
      403: E403,
      429: E429,
    },
    example: { headers: FROM_THE_SITE, status: 401 },
    reads: 'the session cookie',
  },
  {
    method: 'get',
    path: '/api/profile/{rvoId}/site-flags/{site}',
    tag: 'accounts',
    summary: 'A reader’s flags on a site (bearer token)',
    pathParams: siteFlagsParams,
    responses: {
      200: { description: 'The flags.', schema: flagsAnswer },
      401: E401,
      403: E403,
      404: refused('No such site or reader.'),
    },
    example: { path: '/api/profile/r-1/site-flags/wellread', status: 401 },
    reads: 'the bearer token',
  },
  {
    method: 'put',
    path: '/api/profile/{rvoId}/site-flags/{site}',
    tag: 'accounts',
    summary: 'Set one of a reader’s flags on a site (bearer token)',
    pathParams: siteFlagsParams,
    body: { schema: siteFlagRequestSchema, contentTypes: JSON_TYPES, maxBytes: MAX_FLAG_BODY_BYTES },
    responses: {
      200: { description: 'The flags.', schema: flagsAnswer },
      ...bodyErrors,
      401: E401,
      403: refused('The token is another reader’s.'),
      404: refused('No such site or reader.'),
      429: E429,
    },
    example: {
      path: '/api/profile/r-1/site-flags/wellread',
      body: { label: 'onboarding', status: 'viewed' },
      status: 401,
    },
    writes: 'the flag',
  },
  {
    method: 'get',
    path: '/api/account',
    tag: 'accounts',
    summary: 'Everything the site keeps about the signed-in reader, as a JSON file',
    responses: { 200: { description: 'The reader’s data.', schema: z.looseObject({}) }, 401: E401 },
    example: { status: 401 },
    reads: 'the session cookie',
  },
  {
    method: 'delete',
    path: '/api/account',
    tag: 'accounts',
    summary: 'Delete the signed-in reader’s account',
    responses: {
      200: { description: 'Deleted.', schema: z.object({ deleted: z.literal(true) }) },
      401: E401,
      403: E403,
      429: E429,
    },
    example: { headers: FROM_THE_SITE, status: 401 },
    writes: 'the account’s removal',
  },
  // --- Consent (002 §7)
  {
    method: 'patch',
    path: '/api/consent',
    tag: 'consent',
    summary: 'Keep one consent decision as proof, with no personal data',
    body: { schema: consentRecordSchema, contentTypes: JSON_TYPES, maxBytes: MAX_CONSENT_BODY_BYTES },
    responses: {
      201: {
        description: 'Recorded; sets the privacy cookie.',
        schema: z.object({ recorded: z.literal(true), gpc: z.boolean(), privacy: z.string() }),
      },
      ...bodyErrors,
      403: E403,
      503: E503,
    },
    example: { body: {}, headers: FROM_THE_SITE, status: 400 },
    writes: 'a consent record',
  },
  {
    method: 'post',
    path: '/consent/validate',
    tag: 'consent',
    summary: 'Whether a consent cookie is this site’s and current, and what it allows',
    body: { schema: consentValidateSchema, contentTypes: JSON_TYPES, maxBytes: MAX_CONSENT_BODY_BYTES },
    responses: {
      200: {
        description: 'What the value says.',
        schema: z.looseObject({
          valid: z.boolean(),
          current: z.boolean(),
          choice: z.unknown(),
          gpc: z.boolean(),
          purposes: z.unknown(),
          privacy: z.string(),
        }),
      },
      ...bodyErrors,
      429: E429,
    },
    example: { body: { cookieValue: 'not-a-cookie' }, status: 200 },
  },
  // --- Measurement
  {
    method: 'post',
    path: '/api/metrics',
    tag: 'measurement',
    summary: 'A page’s metrics (001 §7), by beacon or as JSON',
    body: { schema: metricsBody, contentTypes: BEACON_TYPES, maxBytes: MAX_METRICS_BODY_BYTES },
    responses: { 204: BEACON_DONE, ...bodyErrors, 403: E403, 429: E429, 503: E503 },
    example: {
      body: {
        metrics: [{ type: 'increment', name: 'ads.decision.timeout' }],
        build: 'fuzz',
        route: '/[section]/[slug]',
        pageTemplate: 'article',
        formfactor: 'desktop',
        site: 'wellread',
      },
      headers: FROM_THE_SITE,
      status: 204,
    },
    writes: 'readers’ daily counts',
  },
  {
    method: 'post',
    path: '/api/metrics/unload',
    tag: 'measurement',
    summary: 'Time on page and deepest scroll, as the reader leaves (beacon)',
    body: { schema: unloadBody, contentTypes: BEACON_TYPES, maxBytes: MAX_METRICS_BODY_BYTES },
    responses: { 204: BEACON_DONE, ...bodyErrors, 403: E403, 429: E429, 503: E503 },
    example: {
      body: {
        timeOnPage: 12_000,
        maxScroll: 50,
        build: 'fuzz',
        route: '/[section]/[slug]',
        pageTemplate: 'article',
        formfactor: 'desktop',
        site: 'wellread',
      },
      headers: FROM_THE_SITE,
      status: 204,
    },
    writes: 'readers’ daily counts',
  },
  {
    method: 'post',
    path: '/api/events',
    tag: 'measurement',
    summary: 'A page’s analytics events, sent with the reader’s consent (beacon)',
    body: { schema: eventsBatch, contentTypes: BEACON_TYPES, maxBytes: MAX_EVENTS_BODY_BYTES },
    responses: { 204: BEACON_DONE, ...bodyErrors, 403: E403, 429: E429, 503: E503 },
    example: {
      body: {
        v: 1,
        page: { article: null, template: 'article', formfactor: 'desktop' },
        events: [{ event: 'page_view' }],
      },
      headers: FROM_THE_SITE,
      status: 204,
    },
    writes: 'analytics events',
  },
  {
    method: 'post',
    path: '/api/errors',
    tag: 'measurement',
    summary: 'A page’s error reports, by beacon or as JSON',
    body: { schema: errorsBody, contentTypes: BEACON_TYPES, maxBytes: MAX_ERRORS_BODY_BYTES },
    responses: { 204: BEACON_DONE, ...bodyErrors, 403: E403, 429: E429, 503: E503 },
    example: {
      body: {
        build: 'fuzz',
        pageTemplate: 'article',
        formfactor: 'desktop',
        route: '/[section]/[slug]',
        errors: [{ kind: 'error', name: 'TypeError', message: 'x is undefined' }],
      },
      headers: FROM_THE_SITE,
      status: 204,
    },
    writes: 'error groups',
  },
  {
    method: 'post',
    path: '/api/csp-report',
    tag: 'measurement',
    summary: 'Content-Security-Policy violation reports (logged, never stored)',
    body: {
      schema: cspReportBody,
      contentTypes: ['application/csp-report', 'application/reports+json', 'application/json'],
      maxBytes: MAX_CSP_REPORT_BYTES,
    },
    responses: {
      204: noBody('Logged.'),
      ...bodyErrors,
      403: refused('It says it comes from another site’s page.'),
      429: E429,
    },
    example: {
      body: { 'csp-report': { 'document-uri': 'http://localhost/', 'violated-directive': 'script-src' } },
      contentType: 'application/csp-report',
      status: 204,
    },
  },
  // --- Operations
  {
    method: 'get',
    path: '/api/health',
    tag: 'operations',
    summary: 'Liveness and database reachability, and this instance’s jobs and cache roles',
    responses: {
      200: {
        description: 'Up.',
        schema: z.looseObject({
          status: z.literal('ok'),
          jobs: z.string(),
          jobsChecks: z.number(),
          cache: z.string(),
        }),
      },
      503: {
        description: 'The database is unreachable.',
        schema: z.looseObject({ status: z.literal('error'), message: z.string() }),
      },
    },
    example: { status: 200 },
  },
  {
    method: 'get',
    path: '/api/build',
    tag: 'operations',
    summary: 'The build this server runs',
    responses: { 200: { description: 'Its id.', schema: z.object({ build: z.string() }) } },
    example: { status: 200 },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'operations',
    summary: 'This document: the public API as OpenAPI 3.1',
    responses: { 200: { description: 'The document.', schema: z.looseObject({ openapi: z.string() }) } },
    example: { status: 200 },
  },
  {
    method: 'get',
    path: '/metrics',
    tag: 'operations',
    summary: 'This instance’s Prometheus metrics, for the operators’ scraper (METRICS_TOKEN or loopback)',
    responses: {
      200: { description: 'The exposition.', contentType: 'text/plain' },
      403: refused('Not the configured scraper (METRICS_TOKEN as a bearer token, or this machine).'),
    },
    example: { status: 200 },
  },
  {
    method: 'get',
    path: '/feed.xml',
    tag: 'reading',
    summary: 'The site’s RSS feed',
    responses: { 200: { description: 'The feed.', contentType: 'application/rss+xml' } },
    example: { status: 200 },
  },
  {
    method: 'get',
    path: '/{section}/feed.xml',
    tag: 'reading',
    summary: 'A section’s RSS feed',
    pathParams: z.object({ section: z.string().describe('A section’s slug: health, nutrition, …') }),
    responses: {
      200: { description: 'The feed.', contentType: 'application/rss+xml' },
      404: noBody('No such section (the site’s 404 page).'),
    },
    example: { path: '/health/feed.xml', status: 200 },
  },
  {
    method: 'get',
    path: '/.well-known/security.txt',
    tag: 'operations',
    summary: 'Where to report a vulnerability (RFC 9116)',
    responses: { 200: { description: 'The security.txt file.', contentType: 'text/plain' } },
    example: { status: 200 },
  },
]

/**
 * Route files that are not the site's public API, with the reason. The test that walks `src/app` accepts these
 * and nothing else without a description.
 */
export const NOT_PUBLIC: Readonly<Record<string, string>> = {
  '/api/cms/{slug}':
    'Payload’s REST API for editors (its own documentation; under `/api/cms`, with `/admin`).',
  '/next/preview': 'Editors’ draft preview (a signed link from the admin).',
  '/next/exit-preview': 'Editors’ draft preview (leaves it).',
}
