import { eventProblem } from '@/lib/events/registry'
import { toRegistryEvent } from './analytics'

describe('the data layer as registry events (issue 30)', () => {
  it('maps every kind of data-layer event to a valid registry event, without paths, titles or topics', () => {
    const cases = [
      { name: 'page_view', path: '/health/x', title: 'X' },
      { name: 'scroll_depth', path: '/health/x', threshold: 75 },
      { name: 'next_article_loaded', path: '/health/y' },
      { name: 'view', category: 'product card', productId: '3', position: 1 },
      { name: 'click', category: 'scorecard', position: 2, text: 'See details' },
      { name: 'open', category: 'faq', position: 3 },
      {
        name: 'affiliate_click',
        category: 'affiliate link',
        correlationId: 'c1',
        linkUrl: 'https://shop.example/a',
      },
      {
        name: 'driver_view',
        placement: 'articlePlacement2',
        driverType: 'newsletter',
        label: 'Heart weekly',
        position: 2,
      },
      { name: 'driver_click', placement: 'header', driverType: 'banner', action: 'cta' },
      { name: 'share_open', category: 'downloadable', method: 'dialog' },
      { name: 'share_target', category: 'downloadable', target: 'email' },
      { name: 'newsletter_signup', placement: 'inline', driverId: 'd1', status: 'pending' },
      { name: 'newsletter_feedback', selection: 'Too many', placement: 'inline', driverId: 'd1' },
      { name: 'quiz started', quizId: 'q1' },
      { name: 'quiz completed', quizId: 'q1' },
      { name: 'recipe.print', category: 'recipe', recipe: 'Lentil soup' },
      { name: 'drugCostSavings.helpful', choice: 'yes', path: '/drugs/x' },
      { name: 'survey_view', survey_id: 7 },
      { name: 'survey_answer', survey_id: 7, position: 2 },
      { name: 'survey_dismiss', survey_id: 7 },
      {
        name: 'diet comparison compare',
        category: 'diet comparison',
        location: 'diet comparison',
        text: 'A vs B',
      },
      { name: 'sideEffects.effectOpened', tab: 'common', effect: 'Nausea', position: 1 },
      {
        name: 'decisiontool_view',
        toolName: 'ED tablets comparison',
        topic: 'erectile dysfunction',
        correlationId: 'c2',
      },
    ]
    for (const e of cases) {
      const mapped = toRegistryEvent(e)
      expect(mapped, e.name).not.toBeNull()
      expect(mapped, e.name).not.toBe('internal')
      expect(eventProblem(mapped), `${e.name}: ${JSON.stringify(mapped)}`).toBeNull()
      const sent = JSON.stringify(mapped)
      for (const word of ['/health/', '/drugs/', 'erectile', 'Nausea', 'Lentil'])
        expect(sent, e.name).not.toContain(word)
    }
  })

  it('keeps metrics, errors and the placements’ own events internal, and knows nothing else', () => {
    for (const name of [
      'metric',
      'client.error',
      'driver_placement',
      'experiment_exposure',
      'third_party_blocked',
    ])
      expect(toRegistryEvent({ name })).toBe('internal')
    expect(toRegistryEvent({ name: 'scroll_depth', threshold: 100 })).toBe('internal')
    expect(toRegistryEvent({ name: 'reader.condition' })).toBeNull()
    expect(toRegistryEvent({ name: 'view' })).toBeNull()
    // The survey card's events carry the survey by id and the answer by position, or are refused.
    expect(toRegistryEvent({ name: 'survey_answer', survey_id: 7, position: 2, text: 'Partly' })).toEqual({
      event: 'survey_answer',
      survey_id: 7,
      position: 2,
    })
    expect(toRegistryEvent({ name: 'survey_answer', survey_id: 7 })).toBeNull()
    expect(toRegistryEvent({ name: 'survey_view', survey_id: '7' })).toBeNull()
    expect(toRegistryEvent({ name: 'survey_dismiss', survey_id: 0 })).toBeNull()
  })
})
