/**
 * The page's data layer (`window.wellreadEvents`) as registry events (issue 30, `src/lib/events/registry.ts`):
 * what the forwarder sends first-party to `POST /api/events`, with analytics consent only. Each data-layer event
 * is one registry event, or `internal` (metrics, error reports, the placements' own bookkeeping: they have their
 * own ingests), or null: not known, which the unit setup fails (an event not in the registry fails in tests).
 * Paths and titles never come along: the batch names the article by its id. Pure.
 */
import { SHARE_METHODS } from '@/lib/events/constants'
import type { AnalyticsEvent } from '@/lib/events/registry'
import type { TrackEvent, TrackValue } from '@/lib/tracking'

/** Data-layer events that are not analytics: they go to their own ingests, or stay in the page. */
export const INTERNAL_EVENTS = new Set([
  'metric',
  'client.error',
  'driver_placement',
  'experiment_exposure',
  'third_party_blocked',
])

/** The data layer's names for the diet comparison's events (002 §4.8) and what they are. */
const DIET_ACTIONS: Record<string, 'open' | 'close' | 'select' | 'compare' | 'learn_more'> = {
  'diet comparison open': 'open',
  'diet comparison close': 'close',
  'diet comparison select': 'select',
  'diet comparison compare': 'compare',
  'diet comparison learn more': 'learn_more',
}

const SIDE_EFFECTS_ACTIONS: Record<string, 'tab' | 'effect' | 'guide'> = {
  'sideEffects.tabChanged': 'tab',
  'sideEffects.effectOpened': 'effect',
  'sideEffects.guideOpened': 'guide',
}

const text = (v: TrackValue | undefined, max: number): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : typeof v === 'number' ? String(v) : undefined
const whole = (v: TrackValue | undefined): number | undefined =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 999 ? v : undefined

/** 001 §7's item fields of a data-layer event, cut to the registry's lengths; null without a category. */
function itemOf(e: TrackEvent, category = text(e.category, 80)) {
  if (!category) return null
  const fields = {
    category,
    location: text(e.location, 80),
    name: text(e.label ?? e.productName ?? e.itemName, 200),
    position: whole(e.position),
    brand: text(e.brand, 120),
    productId: text(e.productId, 64),
    text: text(e.text, 200),
    linkUrl: text(e.linkUrl, 2048),
    variant: text(e.variant, 80),
    formatType: text(e.formatType, 80),
    correlationId: text(e.correlationId, 64),
  }
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as {
    category: string
  } & Record<string, string | number>
}

/** The registry event a data-layer event is, `internal`, or null when it is not known. */
export function toRegistryEvent(e: TrackEvent): AnalyticsEvent | 'internal' | null {
  const name = e.name
  if (INTERNAL_EVENTS.has(name)) return 'internal'
  const item = itemOf(e)
  switch (name) {
    case 'page_view':
      return { event: 'page_view', ...(e.virtual === true ? { virtual: true } : {}) }
    case 'scroll_depth': {
      const t = e.threshold
      // 0 and 100 are the next article's own thresholds (001 §9), not analytics'.
      return t === 25 || t === 50 || t === 75 ? { event: 'scroll', percent_scrolled: t } : 'internal'
    }
    case 'next_article_loaded':
      return { event: 'next_article_load' }
    case 'view':
      return item ? { event: 'view_item', ...item } : null
    case 'click':
      return item ? { event: item.productId ? 'select_item' : 'select_content', ...item } : null
    case 'open':
      return item ? { event: 'accordion_open', ...item } : null
    case 'affiliate_click':
      return { event: 'select_item', ...(item ?? { category: 'affiliate link' }) }
    case 'driver_view':
    case 'driver_click': {
      const placement = text(e.placement, 80)
      if (!placement) return null
      const fields = {
        ...(itemOf(e, 'promotion') ?? { category: 'promotion' }),
        placement,
        ...(text(e.driverType, 40) ? { driverType: text(e.driverType, 40) } : {}),
      }
      return name === 'driver_view'
        ? { event: 'view_promotion', ...fields }
        : {
            event: 'select_promotion',
            ...fields,
            ...(text(e.action, 40) ? { action: text(e.action, 40) } : {}),
          }
    }
    case 'share_open':
    case 'share_target': {
      const method = name === 'share_open' ? e.method : e.target
      const m = SHARE_METHODS.find((k) => k === method)
      return m && item ? { event: 'share', ...item, method: m } : null
    }
    case 'newsletter_signup': {
      const status = e.status === 'confirmed' || e.status === 'pending' ? e.status : 'failed'
      return { event: 'generate_lead', placement: text(e.placement, 80) ?? 'unknown', status }
    }
    case 'newsletter_feedback':
      return { event: 'form_submit', form: 'newsletter_feedback', ok: true }
    case 'quiz started':
      return { event: 'quiz_start' }
    case 'quiz completed':
      return { event: 'quiz_complete' }
    case 'decisiontool_view':
      // 000 §7's decision-tool exposure: the tool by its name; its `topic` (the page's keyword) stays in the page.
      return {
        event: 'view_item',
        category: 'decision tool',
        ...(text(e.toolName, 200) ? { name: text(e.toolName, 200) } : {}),
        ...(text(e.correlationId, 64) ? { correlationId: text(e.correlationId, 64) } : {}),
      }
    case 'recipe.print':
      return { event: 'print', category: 'recipe' }
    case 'survey_view':
    case 'survey_dismiss':
    case 'survey_answer': {
      // The survey card records registry names already (`src/placements/survey/`): passed through, checked.
      const id = typeof e.survey_id === 'number' && Number.isSafeInteger(e.survey_id) && e.survey_id >= 1
      if (!id) return null
      const survey_id = e.survey_id as number
      if (name !== 'survey_answer') return { event: name, survey_id }
      const position = whole(e.position)
      return position ? { event: 'survey_answer', survey_id, position } : null
    }
    case 'drugCostSavings.helpful': {
      const choice = e.choice === 'yes' || e.choice === 'no' ? e.choice : 'cleared'
      return { event: 'helpful', choice }
    }
    default:
      break
  }
  if (DIET_ACTIONS[name])
    return item ? { event: 'diet_comparison', ...item, action: DIET_ACTIONS[name] } : null
  if (SIDE_EFFECTS_ACTIONS[name])
    return {
      event: 'side_effects',
      action: SIDE_EFFECTS_ACTIONS[name],
      ...(text(e.tab, 40) ? { tab: text(e.tab, 40) } : {}),
      ...(whole(e.position) ? { position: whole(e.position) } : {}),
    }
  return null
}
