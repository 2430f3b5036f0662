import { EVENT_NAMES, EVENT_REGISTRY, eventProblem, itemFields, schemaOf } from './registry'

describe('the event registry (issue 30)', () => {
  it('names every event in GA4’s vocabulary: lower snake_case, GA4’s own names where GA4 has one', () => {
    for (const name of EVENT_NAMES) expect(name).toMatch(/^[a-z][a-z0-9_]{1,39}$/)
    for (const ga4 of [
      'page_view',
      'scroll',
      'user_engagement',
      'view_item_list',
      'view_item',
      'select_item',
      'select_content',
      'view_promotion',
      'select_promotion',
      'ad_impression',
      'share',
      'generate_lead',
      'form_submit',
    ])
      expect(EVENT_NAMES).toContain(ga4)
  })

  it('gives product, on-page and in-view events the fields of 001 §7', () => {
    expect(Object.keys(itemFields).sort()).toEqual(
      [
        'category',
        'location',
        'name',
        'position',
        'brand',
        'productId',
        'text',
        'linkUrl',
        'variant',
        'formatType',
        'correlationId',
      ].sort(),
    )
    for (const name of [
      'view_item_list',
      'view_item',
      'select_item',
      'select_content',
      'accordion_open',
    ] as const)
      expect(Object.keys(EVENT_REGISTRY[name].fields)).toEqual(Object.keys(itemFields))
  })

  it('has no field that would carry the page’s address or title', () => {
    for (const name of EVENT_NAMES) {
      const fields = Object.keys(EVENT_REGISTRY[name].fields)
      expect(fields, name).not.toContain('path')
      expect(fields, name).not.toContain('title')
      expect(fields, name).not.toContain('event')
    }
  })

  it('accepts a well-formed event', () => {
    expect(
      eventProblem({
        event: 'select_item',
        category: 'product card',
        location: 'product card group',
        name: 'Calm Gummies',
        position: 2,
        brand: 'Acme',
        productId: '17',
        text: 'Check price',
        linkUrl: 'https://shop.example/calm',
        variant: 'top pick',
        formatType: 'card',
        correlationId: 'a1b2c3',
      }),
    ).toBeNull()
    expect(eventProblem({ event: 'scroll', percent_scrolled: 50 })).toBeNull()
    expect(eventProblem({ event: 'user_engagement', engagement_time_sec: 180 })).toBeNull()
    expect(eventProblem({ event: 'page_view' })).toBeNull()
    expect(
      eventProblem({ event: 'diet_comparison', category: 'diet comparison', action: 'compare' }),
    ).toBeNull()
  })

  it('names what is wrong: an unknown event, an unknown field, a value out of range', () => {
    expect(eventProblem({ event: 'reader.condition' })).toEqual(['event', 'unknown event "reader.condition"'])
    expect(eventProblem({ name: 'page_view' })).toEqual([
      'event',
      'event is required: send its name as text.',
    ])
    expect(eventProblem({ event: 'page_view', path: '/health/diabetes' })).toEqual([
      'path',
      'page_view has no field "path"',
    ])
    expect(eventProblem({ event: 'scroll', percent_scrolled: 60 })?.[0]).toBe('percent_scrolled')
    expect(eventProblem({ event: 'select_item', category: 'product card', position: 0 })).toEqual([
      'position',
      'position must be 1 or more',
    ])
    expect(eventProblem({ event: 'select_item' })?.[0]).toBe('category')
    expect(eventProblem('page_view')).toEqual(['', 'an event must be an object'])
    expect(eventProblem(null)).toEqual(['', 'an event must be an object'])
  })

  it('has no schema for names outside it, even those every object has', () => {
    expect(schemaOf('constructor')).toBeUndefined()
    expect(schemaOf('__proto__')).toBeUndefined()
    expect(eventProblem({ event: 'toString' })).toEqual(['event', 'unknown event "toString"'])
  })

  it('takes every tenth of the page only in the one-in-ten finer sample (001 §9)', () => {
    expect(eventProblem({ event: 'scroll', percent_scrolled: 30, fine: true })).toBeNull()
    expect(eventProblem({ event: 'scroll', percent_scrolled: 50, fine: true })).toBeNull()
    expect(eventProblem({ event: 'scroll', percent_scrolled: 30 })).toEqual([
      'percent_scrolled',
      'percent_scrolled must be 25, 50 or 75 outside the finer sample (fine: true)',
    ])
    expect(eventProblem({ event: 'scroll', percent_scrolled: 35, fine: true })?.[0]).toBe('percent_scrolled')
    expect(eventProblem({ event: 'scroll', percent_scrolled: 50, fine: false })?.[0]).toBe('fine')
  })
})
