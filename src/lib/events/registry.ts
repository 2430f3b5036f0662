/**
 * The one registry of the analytics events readers' pages may record (issue 30; 001 §4, §7, §9; 002 §4.8):
 * every name in GA4's vocabulary where GA4 has one (`page_view`, `scroll`, `user_engagement`, `view_item_list`,
 * `select_item`, `view_promotion`, `select_promotion`, `share`, `generate_lead`, `form_submit`, …) and a
 * snake_case name of the same kind where it has none, each with a strict zod schema of its fields.
 *
 * - The first-party ingest (`POST /api/events`) refuses a batch with an event or a field not here (400).
 * - The emitters are typed by it (`AnalyticsEvent`); the unit setup checks every event recorded on the data
 *   layer against it, so an event not in the registry fails in tests, not in production.
 * - The browser imports only the types: the schemas stay out of pages' JavaScript.
 *
 * The item fields are 001 §7's: category, location, name, position, brand, productId, text, linkUrl, variant,
 * formatType, correlationId. They describe the page's element, never the reader. No event carries a path, a
 * title or a topic word: the ingest names the article by its id (the batch's `page.article`), and what leaves
 * the site goes through the third-party guard, which strips the topic.
 *
 * Pure: no I/O.
 */
import { z } from 'zod'
import { FINE_SCROLL_THRESHOLDS, SCROLL_THRESHOLDS, SHARE_METHODS } from './constants'

export { FINE_SCROLL_SHARE, FINE_SCROLL_THRESHOLDS, SCROLL_THRESHOLDS, SHARE_METHODS } from './constants'

const text = (field: string, max: number) =>
  z.string().min(1, `${field} must not be empty`).max(max, `${field} must be at most ${max} characters long`)

/** A 1-based position on the page or in a group. */
const position = z
  .number()
  .int('position must be a whole number')
  .min(1, 'position must be 1 or more')
  .max(999, 'position must be at most 999')

/** A survey's id (the CMS's, a whole number). */
const surveyId = z
  .number()
  .int('survey_id must be a whole number')
  .min(1, 'survey_id must be 1 or more')
  .max(Number.MAX_SAFE_INTEGER, 'survey_id is too large')

/** 001 §7's fields of a product click, on-page and in-view event. */
export const itemFields = {
  category: text('category', 80),
  location: text('location', 80).optional(),
  name: text('name', 200).optional(),
  position: position.optional(),
  brand: text('brand', 120).optional(),
  productId: text('productId', 64).optional(),
  text: text('text', 200).optional(),
  linkUrl: text('linkUrl', 2048).optional(),
  variant: text('variant', 80).optional(),
  formatType: text('formatType', 80).optional(),
  correlationId: text('correlationId', 64).optional(),
}

const ANY_SCROLL_THRESHOLD = [...new Set([...SCROLL_THRESHOLDS, ...FINE_SCROLL_THRESHOLDS])].sort(
  (a, b) => a - b,
)
/** The session timing marks (001 §9), in seconds. */
export const ENGAGEMENT_MARKS_S = [90, 180] as const

/** Where a newsletter sign-up, a coupon or an account came from (the forms of 002 §7's tracking ingest). */
export const FORM_NAMES = ['newsletter', 'coupon', 'account', 'newsletter_feedback'] as const
export const DIET_COMPARISON_ACTIONS = ['open', 'close', 'select', 'compare', 'learn_more'] as const
export const SIDE_EFFECTS_ACTIONS = ['tab', 'effect', 'guide'] as const

/**
 * Who may hear of an event: `analytics` events are sent (first-party, and to an analytics partner through the
 * guard) only with the reader's analytics consent; none is sent without it.
 */
export type EventPurpose = 'analytics'

type Entry = { purpose: EventPurpose; description: string; fields: z.ZodRawShape }

const entry = <F extends z.ZodRawShape>(description: string, fields: F) => ({
  purpose: 'analytics' as EventPurpose,
  description,
  fields,
})

/** Every event: its name, what it means, and its fields. */
export const EVENT_REGISTRY = {
  page_view: entry(
    'An article or page was shown (an appended article counts as a virtual page view, 6 s apart).',
    {
      virtual: z.boolean().optional(),
    },
  ),
  scroll: entry(
    'The reader scrolled past a share of the article (25, 50, 75 %, or every tenth in the finer sample).',
    {
      percent_scrolled: z.union(ANY_SCROLL_THRESHOLD.map((t) => z.literal(t))),
      /** Part of the one-in-ten finer sample (001 §9): a tenth of the page (the only way to send 10, 20, 30 …). */
      fine: z.literal(true).optional(),
    },
  ),
  user_engagement: entry('The reader has been on the page this long (session timing, 90 s and 180 s).', {
    engagement_time_sec: z.union(ENGAGEMENT_MARKS_S.map((t) => z.literal(t))),
  }),
  view_item_list: entry('A group of product cards came into view (once per group).', itemFields),
  view_item: entry(
    'A product card or another tracked element came into view (once per element).',
    itemFields,
  ),
  select_item: entry(
    'A product link was clicked (a card, a table row, an in-content affiliate link).',
    itemFields,
  ),
  select_content: entry('A tracked element that is not a product was clicked.', itemFields),
  accordion_open: entry('A reader opened an accordion (FAQ, why-trust-us, a collapsed section).', itemFields),
  view_promotion: entry('A promotion (driver) came into view.', {
    ...itemFields,
    placement: text('placement', 80),
    driverType: text('driverType', 40).optional(),
  }),
  select_promotion: entry('A promotion (driver) was clicked.', {
    ...itemFields,
    placement: text('placement', 80),
    driverType: text('driverType', 40).optional(),
    action: text('action', 40).optional(),
  }),
  ad_impression: entry('An ad became viewable (half of it in view for 1 s).', {
    placement: text('placement', 16),
    size: text('size', 16),
    house: z.boolean().optional(),
  }),
  share: entry('A reader opened sharing or chose where to share.', {
    ...itemFields,
    method: z.enum(SHARE_METHODS),
  }),
  print: entry('A reader printed a recipe or a printable.', itemFields),
  generate_lead: entry('A newsletter sign-up was sent.', {
    placement: text('placement', 80),
    status: z.enum(['pending', 'confirmed', 'failed']),
  }),
  form_submit: entry('A form was sent: a coupon, an account, newsletter feedback.', {
    form: z.enum(FORM_NAMES),
    ok: z.boolean(),
  }),
  quiz_start: entry('A reader answered a quiz’s first question.', { position: position.optional() }),
  quiz_complete: entry('A reader reached a quiz’s result.', { position: position.optional() }),
  diet_comparison: entry(
    'The diet comparison was used (002 §4.8): open, close, select, compare, learn more.',
    {
      ...itemFields,
      action: z.enum(DIET_COMPARISON_ACTIONS),
    },
  ),
  side_effects: entry('The side-effects explorer was used: a tab, an effect, the guide.', {
    action: z.enum(SIDE_EFFECTS_ACTIONS),
    tab: text('tab', 40).optional(),
    position: position.optional(),
  }),
  next_article_load: entry(
    'The next article was appended at the end of the one read (its order among them).',
    {
      position: position.optional(),
    },
  ),
  helpful: entry('A reader said whether the drug cost savings widget helped.', {
    choice: z.enum(['yes', 'no', 'cleared']),
  }),
  // The survey intercept (`src/placements/survey/`): the survey by its id and an answer by its position, never
  // the question's or the answer's words (the answer to a health question is the page's topic).
  survey_view: entry('The survey card was shown (the reader won the one-in-N draw).', {
    survey_id: surveyId,
  }),
  survey_answer: entry('A reader answered the survey card (the answer by its position).', {
    survey_id: surveyId,
    position,
  }),
  survey_dismiss: entry('A reader closed the survey card without answering ("No thanks", Escape).', {
    survey_id: surveyId,
  }),
} as const satisfies Record<string, Entry>

export type EventName = keyof typeof EVENT_REGISTRY

/** The fields of one event, as its schema reads them. */
export type EventFields<N extends EventName> = z.output<z.ZodObject<(typeof EVENT_REGISTRY)[N]['fields']>>

/**
 * One registry event: `event` (its name, the key GA4's data layer uses) and its fields. The event's name is not
 * `name`: 001 §7's `name` is a field, the element's name.
 */
export type AnalyticsEvent = { [N in EventName]: { event: N } & EventFields<N> }[EventName]

export const EVENT_NAMES = Object.keys(EVENT_REGISTRY) as [EventName, ...EventName[]]

const schemas = new Map<string, z.ZodObject>(
  Object.entries(EVENT_REGISTRY).map(([name, e]) => [name, z.object(e.fields).strict()]),
)

/** The strict schema of one event's fields (no `event`); undefined for a name not in the registry. */
export function schemaOf(name: string): z.ZodObject | undefined {
  return schemas.get(name)
}

/**
 * Why `event` is not a registry event (`[field path, message]`), or null when it is. The message names the
 * field the way the ingest's 400 does.
 */
export function eventProblem(event: unknown): [string, string] | null {
  if (!event || typeof event !== 'object' || Array.isArray(event)) return ['', 'an event must be an object']
  const { event: name, ...fields } = event as Record<string, unknown>
  if (typeof name !== 'string') return ['event', 'event is required: send its name as text.']
  const schema = schemaOf(name)
  if (!schema) return ['event', `unknown event "${name.slice(0, 64)}"`]
  const parsed = schema.safeParse(fields)
  if (parsed.success) {
    const f = parsed.data as { percent_scrolled?: number; fine?: true }
    if (
      name === 'scroll' &&
      !f.fine &&
      !(SCROLL_THRESHOLDS as readonly number[]).includes(f.percent_scrolled ?? 0)
    )
      return [
        'percent_scrolled',
        'percent_scrolled must be 25, 50 or 75 outside the finer sample (fine: true)',
      ]
    return null
  }
  const issue = parsed.error.issues[0]!
  const field = issue.path.map(String).join('.')
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? ''
    return [key, `${name} has no field "${key.slice(0, 64)}"`]
  }
  return [field, issue.message]
}
