import type { Navigation } from '@/cms/payload-types'
import { navigationView, panelKind, showsSecondaryNav, usesMinimalHeader } from './nav'

const nav = (links: NonNullable<Navigation['header']>['links'], extra: Partial<Navigation> = {}) =>
  ({ id: 1, header: { links }, ...extra }) as Navigation

describe('navigationView', () => {
  it('keeps valid links, drops unsafe or empty ones, and classifies internal and external links', () => {
    const view = navigationView(
      nav([
        {
          title: 'Health',
          url: '/health',
          columns: [
            {
              title: 'Conditions',
              links: [
                { label: 'Sleep', url: '/health/sleep' },
                { label: 'CDC', url: 'https://www.cdc.gov/bp' },
                { label: 'Own site', url: 'https://www.wellread.example/x' },
                { label: 'Bad', url: 'javascript:alert(1)' },
                { label: '', url: '/empty-label' },
              ],
            },
          ],
        },
        { title: '  ', url: '/nameless' },
        { title: 'Nowhere' },
      ]),
      'wellread.example',
    )
    expect(view.items.map((i) => i.title)).toEqual(['Health'])
    const links = view.items[0]?.columns[0]?.links ?? []
    expect(links.map((l) => [l.label, l.external, l.newTab])).toEqual([
      ['Sleep', false, false],
      ['CDC', true, true],
      ['Own site', false, false],
    ])
  })

  it('gives items unique, stable ids', () => {
    const view = navigationView(
      nav([
        { title: 'A & B', url: '/a' },
        { title: 'A & B', url: '/b' },
      ]),
      'x.example',
    )
    expect(view.items.map((i) => i.id)).toEqual(['nav-a-b-0', 'nav-a-b-1'])
  })

  it('builds the secondary navigation only when it has items', () => {
    expect(navigationView(nav([]), 'x.example').secondary).toBeNull()
    const view = navigationView(
      nav([], {
        secondaryNav: {
          branding: { text: 'Heart month' },
          items: [{ title: 'Sleep', url: '/health/sleep' }],
        },
      }),
      'x.example',
    )
    expect(view.secondary).toEqual({
      branding: { text: 'Heart month' },
      items: [{ title: 'Sleep', href: '/health/sleep', external: false }],
    })
  })

  it('has no branding flyout unless enabled', () => {
    expect(
      navigationView(nav([], { branding: { enabled: false, title: 'X' } }), 'x.example').branding,
    ).toBeNull()
    expect(
      navigationView(nav([], { branding: { enabled: true, title: 'Partner hub' } }), 'x.example').branding
        ?.title,
    ).toBe('Partner hub')
  })
})

describe('panelKind', () => {
  it.each([
    [[], 'none'],
    [[{ links: [{ label: 'a', href: '/a', external: false, newTab: false }] }], 'list'],
    [[{ title: 'T', links: [] }], 'columns'],
    [
      [
        { links: [{ label: 'a', href: '/a', external: false, newTab: false }] },
        { links: [{ label: 'b', href: '/b', external: false, newTab: false }] },
      ],
      'columns',
    ],
    [[{ links: [{ label: 'a', href: '/a', external: false, newTab: false, description: 'd' }] }], 'columns'],
  ] as const)('%o → %s', (columns, expected) => {
    expect(panelKind(columns as never)).toBe(expected)
  })
})

describe('templates', () => {
  it.each([
    ['paidMedia', true],
    ['editorialPaid', true],
    ['transactional', true],
    ['marketingLandingPage', true],
    ['article', false],
    ['categoryLandingPage', false],
    [null, false],
  ])('%s uses the minimal header: %s', (template, expected) => {
    expect(usesMinimalHeader(template)).toBe(expected)
  })

  it.each([
    [{ isArticle: false }, true],
    [{ isArticle: true, sponsored: false }, true],
    [{ isArticle: true, sponsored: true }, false],
    [{ isArticle: true, sponsored: false, minimalHeader: true }, false],
  ])('secondary nav for %o: %s', (page, expected) => {
    expect(showsSecondaryNav(page)).toBe(expected)
  })
})
