import { describe, expect, it } from 'vitest'
import {
  iconProblem,
  isSocialProofIcon,
  itemsProblem,
  mainTextProblem,
  SOCIAL_PROOF_ICON_LABELS,
  SOCIAL_PROOF_ICON_OPTIONS,
  SOCIAL_PROOF_ICONS,
  SOCIAL_PROOF_MAX_ITEMS,
  socialProofItems,
} from './socialProof'

describe('icon names (000 §3)', () => {
  it('are exactly the fifteen of the spec, in its order', () => {
    expect(SOCIAL_PROOF_ICONS).toEqual([
      'star_with_check',
      'shipping_box',
      'star',
      'house',
      'globe',
      'clock',
      'checkmark',
      'cancel',
      'devices',
      'users',
      'battery',
      'brain',
      'watch',
      'heart',
      'pills',
    ])
  })

  it('each has a readable label for editors, all different', () => {
    const labels = SOCIAL_PROOF_ICONS.map((name) => SOCIAL_PROOF_ICON_LABELS[name])
    for (const label of labels) {
      expect(label).toMatch(/^[A-Z][a-z]/)
      expect(label).not.toMatch(/_/)
    }
    expect(new Set(labels).size).toBe(SOCIAL_PROOF_ICONS.length)
    expect(SOCIAL_PROOF_ICON_OPTIONS).toEqual(
      SOCIAL_PROOF_ICONS.map((value) => ({ value, label: SOCIAL_PROOF_ICON_LABELS[value] })),
    )
  })

  it.each([
    ['star_with_check', true],
    ['pills', true],
    ['Star', false],
    ['star-with-check', false],
    ['toString', false],
    ['', false],
    [null, false],
    [3, false],
  ])('%j is an icon name: %s', (value, known) => {
    expect(isSocialProofIcon(value)).toBe(known)
  })
})

describe('socialProofItems (items need both icon and main text, 000 §5)', () => {
  it('keeps complete items, trimmed, in order', () => {
    expect(
      socialProofItems([
        { icon: 'users', mainText: ' 120,000 readers ', subtext: ' get it every week ' },
        { icon: 'heart', mainText: 'Reviewed by clinicians', subtext: null },
      ]),
    ).toEqual([
      { icon: 'users', mainText: '120,000 readers', subtext: 'get it every week' },
      { icon: 'heart', mainText: 'Reviewed by clinicians', subtext: '' },
    ])
  })

  it.each([
    ['no icon', { icon: null, mainText: 'Free' }],
    ['an empty icon', { icon: '', mainText: 'Free' }],
    ['an unknown icon', { icon: 'rocket', mainText: 'Free' }],
    ['no main text', { icon: 'star', mainText: '' }],
    ['main text of spaces only', { icon: 'star', mainText: '   ', subtext: 'but a subtext' }],
    ['main text that is not text', { icon: 'star', mainText: 5 }],
    ['a row that is not an object', 'star'],
  ])('leaves out an item with %s', (_label, row) => {
    expect(socialProofItems([row, { icon: 'clock', mainText: 'Two minutes a day' }])).toEqual([
      { icon: 'clock', mainText: 'Two minutes a day', subtext: '' },
    ])
  })

  it(`shows at most ${SOCIAL_PROOF_MAX_ITEMS} items`, () => {
    const rows = ['star', 'heart', 'clock', 'globe'].map((icon) => ({ icon, mainText: icon }))
    expect(socialProofItems(rows).map((item) => item.icon)).toEqual(['star', 'heart', 'clock'])
  })

  it('counts only complete items toward the three', () => {
    const rows = [
      { icon: 'star', mainText: '' },
      { icon: 'heart', mainText: 'a' },
      { icon: 'clock', mainText: 'b' },
      { icon: 'globe', mainText: 'c' },
    ]
    expect(socialProofItems(rows).map((item) => item.icon)).toEqual(['heart', 'clock', 'globe'])
  })

  it.each([[null], [undefined], ['x'], [{}]])('is empty for %j', (rows) => {
    expect(socialProofItems(rows)).toEqual([])
  })
})

describe('editor messages', () => {
  it.each([
    ['star', true],
    [
      '',
      'Choose an icon: social proof items need both icon and main text, and an item without one is not shown.',
    ],
    [
      null,
      'Choose an icon: social proof items need both icon and main text, and an item without one is not shown.',
    ],
    ['rocket', 'Choose one of the icons in the list; "rocket" is not one of them.'],
  ])('icon %j → %j', (value, message) => {
    expect(iconProblem(value)).toBe(message)
  })

  it.each([
    ['Free forever', true],
    [
      ' ',
      'Add the main text: social proof items need both icon and main text, and an item without it is not shown.',
    ],
    [
      undefined,
      'Add the main text: social proof items need both icon and main text, and an item without it is not shown.',
    ],
  ])('main text %j → %j', (value, message) => {
    expect(mainTextProblem(value)).toBe(message)
  })

  it.each([
    [[], true], // too few is atLeastOne's message (the block config)
    [[{}], true],
    [3, true],
    [[{}, {}, {}, {}], 'The strip shows at most 3 items; this one has 4. Remove 1.'],
    [5, 'The strip shows at most 3 items; this one has 5. Remove 2.'],
  ])('items %j → %j', (value, message) => {
    expect(itemsProblem(value)).toBe(message)
  })
})
