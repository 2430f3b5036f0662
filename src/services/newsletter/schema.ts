import { z } from 'zod'
import {
  BOT_CHECK_TOKEN_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  LIST_ID_PATTERN,
  MAX_ATTRIBUTES,
  MAX_CATEGORIES,
  MAX_TAGS,
  NEWSLETTER_MESSAGES,
  type NewsletterRequest,
  PAGE_TERM_MAX_LENGTH,
} from './shared'

/*
 * The sign-up's request schema, for the server (`http.ts`). Kept out of `shared.ts` so that zod never reaches
 * the browser (tens of kilobytes on every page, and an eval probe the site's CSP refuses).
 */

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text.` })
    .trim()
    .max(max, `${field} must be at most ${max} characters.`)
const requiredText = (field: string, max: number, what: string) =>
  z
    .string({ error: `${field} is required: ${what}.` })
    .trim()
    .min(1, `${field} is required: ${what}.`)
    .max(max, `${field} must be at most ${max} characters.`)
/** A list of the page's terms (categories, tags): texts of at most PAGE_TERM_MAX_LENGTH, at most `max`. */
const terms = (field: string, max: number, what: string) =>
  z
    .array(
      z
        .string({ error: `${field} must hold text: the page’s ${what}.` })
        .trim()
        .max(PAGE_TERM_MAX_LENGTH, `${field} entries must be at most ${PAGE_TERM_MAX_LENGTH} characters.`),
      { error: `${field} must be a list of the page’s ${what} ([] when it has none).` },
    )
    .max(max, `${field} can hold at most ${max} entries.`)
const unknownKeys = (where: string) => (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? `${where} has unknown fields: ${issue.keys?.join(', ')}.` : undefined

/**
 * The newsletter payload (002 §3.5): `site, customTc, email, lists, recaptcha, path, sailthruAccount,
 * attributes, identifiers { K1, source, categories, tags, correlationId }`. Strict: unknown fields are
 * refused. `email` comes out trimmed and lower-cased; `recaptcha` carries the self-hosted bot check's token
 * (the field keeps the spec's name).
 */
export const newsletterRequestSchema = z.strictObject(
  {
    site: requiredText('site', 60, 'the site the form is on, e.g. "wellread"'),
    customTc: text('customTc', 200).optional(),
    email: z
      .string({ error: NEWSLETTER_MESSAGES.invalidEmail })
      .trim()
      .toLowerCase()
      .min(1, NEWSLETTER_MESSAGES.invalidEmail)
      .max(EMAIL_MAX_LENGTH, NEWSLETTER_MESSAGES.emailTooLong)
      .regex(EMAIL_PATTERN, NEWSLETTER_MESSAGES.invalidEmail),
    lists: z
      .array(
        z
          .string({ error: 'lists must hold list ids.' })
          .regex(LIST_ID_PATTERN, 'Each list id is 2 to 60 lower-case letters, digits and dashes.'),
        { error: 'lists must be a list of newsletter list ids.' },
      )
      .min(1, 'lists must name at least one newsletter list.')
      .max(10, 'lists can name at most 10 newsletter lists.'),
    recaptcha: requiredText('recaptcha', BOT_CHECK_TOKEN_MAX_LENGTH, 'the solved bot check'),
    path: z
      .string({ error: 'path is required: the page the form is on, e.g. "/heart-health/blood-pressure".' })
      .max(2_048, 'path must be at most 2048 characters.')
      .regex(/^\/(?!\/)\S*$/, 'path must be a path on this site, starting with "/".'),
    sailthruAccount: text('sailthruAccount', 100).optional(),
    // The onboarding panel's marketing consent (001 §7): the Iterable account, and whether the source is kept
    // exactly as sent (it always is here; accepted so a client written against the spec works unchanged).
    iterableAccount: text('iterableAccount', 100).optional(),
    useSourceAsIs: z.boolean({ error: 'useSourceAsIs must be true or false.' }).optional(),
    attributes: z
      .record(
        z
          .string()
          .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,39}$/, 'attributes names are letters, digits, _ . and -.'),
        z.union([z.string().max(200), z.number().finite(), z.boolean()], {
          error: 'attributes values are text (up to 200 characters), numbers or true/false.',
        }),
        { error: 'attributes must be an object of names and values.' },
      )
      .refine((value) => Object.keys(value).length <= MAX_ATTRIBUTES, {
        message: `attributes can have at most ${MAX_ATTRIBUTES} entries.`,
      })
      .optional(),
    identifiers: z.strictObject(
      {
        K1: text('identifiers.K1', PAGE_TERM_MAX_LENGTH).optional(),
        source: requiredText('identifiers.source', 60, 'where the form is, e.g. "article-driver"'),
        categories: terms('identifiers.categories', MAX_CATEGORIES, 'category slugs').optional(),
        tags: terms('identifiers.tags', MAX_TAGS, 'tags').optional(),
        correlationId: text('identifiers.correlationId', 100).optional(),
      },
      {
        error: (issue) =>
          unknownKeys('identifiers')(issue) ??
          'identifiers is required: { source, K1?, categories?, tags?, correlationId? }.',
      },
    ),
  },
  { error: (issue) => unknownKeys('The request')(issue) ?? 'The request must be a JSON object.' },
)

// The browser's request type and this schema describe the same body.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameShape: Same<z.input<typeof newsletterRequestSchema>, NewsletterRequest> = true
void sameShape
