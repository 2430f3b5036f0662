/**
 * The body of `POST /api/events` (issue 30): one page's batch of registry events. The page names its article by
 * id (never a path or a title), its template and form factor; each event must be in the registry with exactly
 * its fields (`eventProblem`), or the whole batch is refused with a 400 naming the field.
 */
import { z } from 'zod'
import { type AnalyticsEvent, eventProblem } from '@/lib/events/registry'
import { FORM_FACTORS, PAGE_TEMPLATES } from '@/services/metrics/registry'
import { MAX_EVENTS_PER_BATCH } from './shared'

export const eventsBatch = z
  .object({
    v: z.literal(1, 'v must be 1 (the batch format)'),
    page: z
      .object({
        /** The article's id (`data-article-id`), or null on a page that is not an article. */
        article: z
          .string()
          .regex(/^[A-Za-z0-9_-]{1,64}$/, 'page.article must be an article id (letters, digits, - or _)')
          .nullable(),
        template: z.enum(PAGE_TEMPLATES),
        formfactor: z.enum(FORM_FACTORS),
      })
      .strict(),
    events: z
      .array(z.unknown())
      .min(1, 'events must hold at least one event')
      .max(MAX_EVENTS_PER_BATCH, `events may hold at most ${MAX_EVENTS_PER_BATCH} events`),
  })
  .strict()
  .superRefine((body, ctx) => {
    for (const [i, event] of body.events.entries()) {
      const problem = eventProblem(event)
      if (!problem) continue
      const [field, message] = problem
      ctx.addIssue({ code: 'custom', path: ['events', i, ...(field ? field.split('.') : [])], message })
      return
    }
  })
  .transform((body) => ({ ...body, events: body.events as AnalyticsEvent[] }))

export type EventsBatch = z.output<typeof eventsBatch>
