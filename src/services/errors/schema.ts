/**
 * The body of `POST /api/errors` (issue 29, ADR 27 §9): a page's error reports, by beacon (text/plain) or as
 * a JSON POST. Strict: an unknown field, kind, template or form factor is refused with a 400 naming the field.
 * Scrubbing happens after validation (`scrub.ts`): the limits here bound what the server reads.
 */
import { z } from 'zod'
import { FORM_FACTORS, PAGE_TEMPLATES } from '@/services/metrics/registry'
import { CLIENT_ERROR_KINDS } from './shared'

/** sendBeacon's limit: a browser refuses to queue more than 64 KiB. */
export const MAX_ERRORS_BODY_BYTES = 65_536
export const MAX_ERRORS_PER_BODY = 20

const text = (field: string, max: number) =>
  z.string().max(max, `${field} must be at most ${max} characters long`)

/** A route template ("/[section]/[slug]"), never a path: only the template's own characters. */
export const ROUTE_TEMPLATE = /^\/[A-Za-z0-9_\-[\]./]*$/

export const reportedError = z
  .object({
    kind: z.enum(CLIENT_ERROR_KINDS),
    where: text('where', 80).optional(),
    name: text('name', 80).optional(),
    message: text('message', 1000),
    stack: text('stack', 16_000).optional(),
    source: text('source', 500).optional(),
    visibility: z.enum(['visible', 'hidden']).optional(),
    timeout: z.boolean().optional(),
  })
  .strict()

export type ReportedError = z.output<typeof reportedError>

export const errorsBody = z
  .object({
    // The build's id as next.config.ts makes it (the release the groups and GlitchTip name): no other text.
    build: text('build', 64).regex(/^[\w.-]*$/, 'build must be letters, digits, dots, dashes or underscores'),
    pageTemplate: z.enum(PAGE_TEMPLATES),
    formfactor: z.enum(FORM_FACTORS),
    route: text('route', 100).regex(
      ROUTE_TEMPLATE,
      'route must be a route template such as /[section]/[slug]',
    ),
    errors: z
      .array(reportedError)
      .min(1, 'errors must hold at least one error')
      .max(MAX_ERRORS_PER_BODY, `errors may hold at most ${MAX_ERRORS_PER_BODY} errors`),
  })
  .strict()

export type ErrorsBody = z.output<typeof errorsBody>
