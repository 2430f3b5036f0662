/**
 * What the events ingest keeps (issue 30), aggregated on write so that the admin's Audience view reads a year
 * fast: daily counts per article and what was counted (views, reads to 25/50/75 %, engaged seconds,
 * impressions, clicks and opens per widget, product, promotion, ad and position, sign-ups and forms sent).
 * Pure.
 */

import type { AnalyticsEvent } from '@/lib/events/registry'
import { dayOf, type TallySpec } from '@/platform/counts/tally'
import type { EventsBatch } from './schema'
import type { AudienceRow } from './shared'

export { type AudienceRow, SUBJECTS, type Subject } from './shared'

export const AUDIENCE_COUNTS: TallySpec<AudienceRow> = {
  keys: ['day', 'article', 'metric', 'subject', 'key', 'position'],
  counts: ['count'],
}

/** Engaged seconds each session mark adds: the marks are 90 s and 180 s, so each adds 90. */
export const ENGAGED_SECONDS_PER_MARK = 90

type Part = Omit<AudienceRow, 'day' | 'article'>

const widgetAndProduct = (
  metric: string,
  e: { category: string; productId?: string; position?: number },
): Part[] => {
  const position = e.position ?? 0
  const parts: Part[] = [{ metric, subject: 'widget', key: e.category, position, count: 1 }]
  if (e.productId) parts.push({ metric, subject: 'product', key: e.productId, position, count: 1 })
  return parts
}

/** The counts one event adds (none for an event that is only kept in the log). */
export function partsOf(event: AnalyticsEvent): Part[] {
  switch (event.event) {
    case 'page_view':
      return [{ metric: 'view', subject: 'page', key: '', position: 0, count: 1 }]
    case 'scroll':
      // The finer sample (001 §9) is kept apart, by tenth: it is one page view in ten, not every one.
      return event.fine
        ? [
            {
              metric: 'scroll_fine',
              subject: 'page',
              key: String(event.percent_scrolled),
              position: 0,
              count: 1,
            },
          ]
        : [{ metric: `read${event.percent_scrolled}`, subject: 'page', key: '', position: 0, count: 1 }]
    case 'user_engagement':
      return [{ metric: 'engaged_s', subject: 'page', key: '', position: 0, count: ENGAGED_SECONDS_PER_MARK }]
    case 'view_item_list':
    case 'view_item':
      return widgetAndProduct('impression', event)
    case 'select_item':
    case 'select_content':
      return widgetAndProduct('click', event)
    case 'accordion_open':
      return widgetAndProduct('open', event)
    case 'view_promotion':
      return [
        {
          metric: 'impression',
          subject: 'driver',
          key: event.placement,
          position: event.position ?? 0,
          count: 1,
        },
      ]
    case 'select_promotion':
      return [
        { metric: 'click', subject: 'driver', key: event.placement, position: event.position ?? 0, count: 1 },
      ]
    case 'ad_impression':
      return [{ metric: 'impression', subject: 'ad', key: event.placement, position: 0, count: 1 }]
    case 'generate_lead':
      return event.status === 'failed'
        ? []
        : [{ metric: 'signup', subject: 'form', key: 'newsletter', position: 0, count: 1 }]
    case 'form_submit':
      return event.ok ? [{ metric: 'submit', subject: 'form', key: event.form, position: 0, count: 1 }] : []
    case 'share':
    case 'print':
    case 'diet_comparison':
      return [
        {
          metric: event.event,
          subject: 'widget',
          key: event.category,
          position: event.position ?? 0,
          count: 1,
        },
      ]
    case 'quiz_start':
    case 'quiz_complete':
      return [
        { metric: event.event, subject: 'widget', key: 'quiz', position: event.position ?? 0, count: 1 },
      ]
    case 'side_effects':
      return [
        {
          metric: event.event,
          subject: 'widget',
          key: event.action,
          position: event.position ?? 0,
          count: 1,
        },
      ]
    case 'helpful':
      return [{ metric: event.event, subject: 'widget', key: event.choice, position: 0, count: 1 }]
    case 'survey_view':
    case 'survey_dismiss':
      return [{ metric: event.event, subject: 'widget', key: 'survey', position: 0, count: 1 }]
    case 'survey_answer':
      return [{ metric: event.event, subject: 'widget', key: 'survey', position: event.position, count: 1 }]
    case 'next_article_load':
      return [{ metric: event.event, subject: 'page', key: '', position: 0, count: 1 }]
  }
}

/** The daily counts a batch adds, at `time` (ms since the epoch). */
export function rowsOfBatch(batch: EventsBatch, time: number): AudienceRow[] {
  const day = dayOf(time)
  const article = batch.page.article ?? ''
  return batch.events.flatMap((event) => partsOf(event).map((part) => ({ day, article, ...part })))
}

/** One event as the append-only log keeps it: the page's article, template and form factor, and its fields. */
export type LoggedEvent = {
  day: string
  article: string
  template: string
  formfactor: string
  event: string
  /** The event's fields as JSON (without its name). */
  fields: string
  /** The reader's daily hash (`readerHash`): the same reader on the same day, never the same across days. */
  reader: string
  createdAt: string
}

/** The log's rows of a batch from `reader` (a daily hash), at `time`. */
export function loggedEvents(batch: EventsBatch, reader: string, time: number): LoggedEvent[] {
  const day = dayOf(time)
  const createdAt = new Date(time).toISOString()
  return batch.events.map(({ event, ...fields }) => ({
    day,
    article: batch.page.article ?? '',
    template: batch.page.template,
    formfactor: batch.page.formfactor,
    event,
    fields: JSON.stringify(fields),
    reader,
    createdAt,
  }))
}
