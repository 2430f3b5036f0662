import { doc, p } from '@/seed/lexical'
import {
  BLURBS,
  backLabel,
  compareNames,
  DEFAULT_HEADING,
  DEFAULT_SEVERITY,
  effectsOf,
  explorerBase,
  explorerIds,
  headingOf,
  initialTab,
  LIST_HEADINGS,
  MILD_BLURB,
  PREVALENCE_GUIDE_TITLE,
  PREVALENCE_TERMS,
  SEVERE_BLURB,
  SEVERITIES,
  showsPrevalenceGuide,
  sortByName,
  TAB_LABELS,
  tabIndexAfterKey,
  tabsWithEffects,
} from './sideEffects'

describe('constants from the spec', () => {
  it('has the two tabs, mild first and by default', () => {
    expect(SEVERITIES).toEqual(['mild', 'severe'])
    expect(DEFAULT_SEVERITY).toBe('mild')
    expect(TAB_LABELS).toEqual({ mild: 'Mild', severe: 'Severe' })
    expect(LIST_HEADINGS).toEqual({ mild: 'Mild side effects', severe: 'Severe side effects' })
  })

  it('says that mild effects usually subside within a few days or a couple of weeks', () => {
    expect(MILD_BLURB).toBe(
      'Mild side effects usually ease or go away within a few days or a couple of weeks.',
    )
    expect(BLURBS.mild).toBe(MILD_BLURB)
  })

  it('says to call a doctor for severe effects, and 911 if life threatening', () => {
    expect(SEVERE_BLURB).toBe(
      'If you have a severe side effect, call your doctor. Call 911 if you think your symptoms may be life threatening.',
    )
    expect(BLURBS.severe).toBe(SEVERE_BLURB)
  })

  it('explains the frequency words with the standard bands, most to least common', () => {
    expect(PREVALENCE_GUIDE_TITLE).toBe('What common, uncommon and rare mean')
    expect(PREVALENCE_TERMS.map((t) => t.term)).toEqual([
      'Very common',
      'Common',
      'Uncommon',
      'Rare',
      'Very rare',
      'Not known',
    ])
    expect(PREVALENCE_TERMS.find((t) => t.term === 'Common')?.meaning).toBe(
      'more than 1 in 100 people, and up to 1 in 10',
    )
    expect(PREVALENCE_TERMS.find((t) => t.term === 'Rare')?.meaning).toBe(
      'fewer than 1 in 1,000 people, and more than 1 in 10,000',
    )
  })
})

describe('backLabel', () => {
  it.each([
    ['mild', 'Back to mild side effects'],
    ['severe', 'Back to severe side effects'],
  ] as const)('%s → %s', (severity, label) => {
    expect(backLabel(severity)).toBe(label)
  })
})

describe('headingOf', () => {
  it.each([
    ['Side effects of atorvastatin', 'Side effects of atorvastatin'],
    ['  Side effects of lisinopril  ', 'Side effects of lisinopril'],
    ['', DEFAULT_HEADING],
    ['   ', DEFAULT_HEADING],
    [null, DEFAULT_HEADING],
    [undefined, DEFAULT_HEADING],
    [42, DEFAULT_HEADING],
  ])('%j → %s', (value, heading) => {
    expect(headingOf(value)).toBe(heading)
  })
})

describe('compareNames', () => {
  it.each([
    ['apple', 'Banana', -1],
    ['banana', 'Apple', 1],
    ['Headache', 'headache', 0],
    ['nausea', 'Nausea', 0],
    ['Élan', 'elan', 0],
    ['Item 2', 'Item 10', -1],
    ['Dizziness', 'Diarrhea', 1],
    ['', 'A', -1],
  ])('%j vs %j → %i', (a, b, sign) => {
    expect(Math.sign(compareNames(a, b))).toBe(sign)
  })
})

describe('sortByName', () => {
  it('sorts alphabetically, ignoring case and accents, numbers in number order', () => {
    const names = ['nausea', 'Headache', 'diarrhea', 'Indigestion', 'Cold-like symptoms', 'Item 10', 'Item 2']
    expect(sortByName(names.map((name) => ({ name }))).map((e) => e.name)).toEqual([
      'Cold-like symptoms',
      'diarrhea',
      'Headache',
      'Indigestion',
      'Item 2',
      'Item 10',
      'nausea',
    ])
  })

  it('keeps the stored order of names that compare equal, and does not change its input', () => {
    const input = [
      { name: 'rash', id: 1 },
      { name: 'Rash', id: 2 },
      { name: 'Ache', id: 3 },
    ]
    expect(sortByName(input).map((e) => e.id)).toEqual([3, 1, 2])
    expect(input.map((e) => e.id)).toEqual([1, 2, 3])
  })

  it('handles an empty list', () => {
    expect(sortByName([])).toEqual([])
  })
})

describe('effectsOf', () => {
  const description = doc(p('Drink water.'))

  it('keeps named effects, trimmed and sorted, with a key per entry', () => {
    expect(
      effectsOf(
        [
          { id: 'b', name: ' Nausea ', prevalence: ' Common (more than 1 in 100 people) ', description },
          { id: 'a', name: 'Headache', prevalence: null, url: '/drugs/atorvastatin' },
        ],
        'mild',
      ),
    ).toEqual([
      { key: 'mild-a', name: 'Headache', prevalence: '', description: undefined, url: '/drugs/atorvastatin' },
      {
        key: 'mild-b',
        name: 'Nausea',
        prevalence: 'Common (more than 1 in 100 people)',
        description,
        url: null,
      },
    ])
  })

  it.each([
    ['no name', { prevalence: 'Common' }],
    ['an empty name', { name: '' }],
    ['a blank name', { name: '   ' }],
    ['a name that is not text', { name: 7 }],
    ['an entry that is not an object', 'Headache'],
    ['null', null],
  ])('skips an entry with %s', (_label, entry) => {
    expect(effectsOf([entry, { id: 'x', name: 'Rash' }], 'severe').map((e) => e.name)).toEqual(['Rash'])
  })

  it.each([[null], [undefined], [[]], ['not a list'], [{ name: 'Headache' }]])(
    'is empty for %j',
    (stored) => {
      expect(effectsOf(stored, 'mild')).toEqual([])
    },
  )

  it.each([
    ['/drugs/atorvastatin', '/drugs/atorvastatin'],
    [
      'https://medlineplus.gov/druginfo/meds/a600045.html',
      'https://medlineplus.gov/druginfo/meds/a600045.html',
    ],
    ['  /health/sleep  ', '/health/sleep'],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['', null],
    [42, null],
  ])('links %j as %j', (url, href) => {
    expect(effectsOf([{ name: 'Rash', url }], 'mild')[0]?.url).toBe(href)
  })

  it('gives entries without an id a key from their stored position, unique within the tab', () => {
    const keys = effectsOf([{ name: 'B' }, { name: 'A' }, { id: 'z', name: 'C' }], 'severe').map((e) => e.key)
    expect(keys).toEqual(['severe-1', 'severe-0', 'severe-z'])
  })

  it('keeps keys unique when two entries share an id', () => {
    const keys = effectsOf(
      [
        { id: 'same', name: 'A' },
        { id: 'same', name: 'B' },
      ],
      'mild',
    ).map((e) => e.key)
    expect(new Set(keys).size).toBe(2)
  })
})

describe('tabsWithEffects', () => {
  it.each([
    [3, 2, ['mild', 'severe']],
    [1, 0, ['mild']],
    [0, 4, ['severe']],
    [0, 0, []],
  ])('mild %i, severe %i → %j', (mild, severe, tabs) => {
    expect(tabsWithEffects({ mild, severe })).toEqual(tabs)
  })
})

describe('initialTab', () => {
  it.each([
    [['mild', 'severe'], 'mild'],
    [['mild'], 'mild'],
    [['severe'], 'severe'],
    [[], null],
  ] as const)('%j → %s', (tabs, tab) => {
    expect(initialTab(tabs)).toBe(tab)
  })
})

describe('tabIndexAfterKey (automatic activation: the tab focused is the tab shown)', () => {
  it.each([
    // key, current, count, next
    ['ArrowRight', 0, 2, 1],
    ['ArrowRight', 1, 2, 0],
    ['ArrowLeft', 1, 2, 0],
    ['ArrowLeft', 0, 2, 1],
    ['Home', 1, 2, 0],
    ['End', 0, 2, 1],
    ['Home', 0, 2, 0],
    ['End', 1, 2, 1],
    ['ArrowRight', 0, 1, 0],
    ['ArrowLeft', 0, 1, 0],
    ['ArrowRight', 2, 3, 0],
    ['ArrowLeft', 0, 3, 2],
    ['ArrowDown', 0, 2, null],
    ['ArrowUp', 1, 2, null],
    ['Enter', 0, 2, null],
    [' ', 0, 2, null],
    ['Tab', 0, 2, null],
    ['a', 0, 2, null],
    ['ArrowRight', 0, 0, null],
    ['End', 0, 0, null],
    ['ArrowRight', 5, 2, 0],
    ['ArrowLeft', -1, 2, 1],
  ])('%j from %i of %i → %j', (key, current, count, next) => {
    expect(tabIndexAfterKey(key, current, count)).toBe(next)
  })
})

describe('explorerBase and explorerIds', () => {
  it.each([
    ['64f0a1b2c3', 1, 'side-effects-64f0a1b2c3'],
    ['weird id/with spaces', 1, 'side-effects-weird-id-with-spaces'],
    [null, 2, 'side-effects-2'],
    [undefined, undefined, 'side-effects-1'],
    ['', 3, 'side-effects-3'],
  ])('block %j at ordinal %j → %s', (id, ordinal, base) => {
    expect(explorerBase(id, ordinal)).toBe(base)
    const ids = explorerIds(base)
    expect(ids.heading).toBe(`${base}-heading`)
    expect(ids.tab('severe')).toBe(`${base}-severe-tab`)
    expect(ids.panel('mild')).toBe(`${base}-mild-panel`)
    expect(ids.detailHeading('mild')).toBe(`${base}-mild-detail`)
    expect(ids.guideTitle).toBe(`${base}-guide-title`)
  })
})

describe('showsPrevalenceGuide', () => {
  it.each([
    [true, true],
    [false, false],
    [null, true],
    [undefined, true],
  ])('switch %j → %s', (value, shows) => {
    expect(showsPrevalenceGuide(value)).toBe(shows)
  })
})
