import type { DriverTargeting } from '@/services/drivers/engine'
import {
  type AdminDriver,
  driverEditHref,
  explainPage,
  type PageRequest,
  pageAddress,
  readWhoFillsForm,
  suggestedPath,
  utcText,
  whoFillsHref,
} from './whoFills'

const NOW = Date.parse('2026-11-26T12:00:00Z')

const targeting = (over: Partial<DriverTargeting> = {}): DriverTargeting => ({
  placements: ['articlePlacement', 'headerNewsletter', 'wBw2ndPagePopup'],
  sections: [],
  categories: [],
  templates: [],
  keywords: [],
  devices: [],
  paths: [],
  excludePaths: [],
  audiences: [],
  drugs: [],
  startsAt: null,
  endsAt: null,
  priority: 50,
  weight: 1,
  frequencyCap: null,
  ...over,
})

const driver = (
  id: string,
  name: string,
  docId: number,
  over: Partial<Omit<AdminDriver, 'targeting'>> & { targeting?: Partial<DriverTargeting> } = {},
): AdminDriver => ({
  id,
  name,
  enabled: true,
  driverType: 'banner',
  style: 'card',
  view: { docId },
  ...over,
  targeting: targeting(over.targeting),
})

const page: PageRequest = {
  path: '/health/heart-health',
  section: 'health',
  template: 'standard',
  categorySlugs: ['heart'],
  k1: 'blood pressure',
  placements: ['articlePlacement', 'headerNewsletter'],
  placementStyles: { articlePlacement: 'card' },
  drugId: null,
  excludeVideos: false,
}

describe('reading the form', () => {
  it('defaults: no page, a phone, no audiences, bucket 0, now', () => {
    expect(readWhoFillsForm({}, NOW)).toEqual({
      path: '',
      page: null,
      device: 'mobile',
      audiences: [],
      bucket: 0,
      at: '',
      tz: null,
      time: NOW,
      driver: null,
      problems: [],
    })
  })

  it('reads every field', () => {
    const form = readWhoFillsForm(
      {
        path: '/health/heart-health',
        device: 'desktop',
        audience: ['us-readers', 'new-readers', 'us-readers', 'martians'],
        bucket: '42',
        at: '2026-12-01T09:30',
        tz: '-60',
        driver: '17',
      },
      NOW,
    )
    expect(form).toMatchObject({
      page: '/health/heart-health',
      device: 'desktop',
      audiences: ['us-readers', 'new-readers'],
      bucket: 42,
      driver: '17',
      problems: [],
    })
    // 09:30 in a zone one hour ahead of UTC (offset -60) is 08:30 UTC.
    expect(utcText(form.time)).toBe('2026-12-01 08:30 UTC')
  })

  it('takes a time as UTC when the browser sent no offset', () => {
    expect(utcText(readWhoFillsForm({ at: '2026-12-01T09:30' }, NOW).time)).toBe('2026-12-01 09:30 UTC')
  })

  it.each<[string, Record<string, string>, string]>([
    ['an address that is not an article’s', { path: '/health' }, '“/health” is not an article’s address'],
    ['a bucket out of range', { bucket: '100' }, 'The reader bucket must be a whole number from 0 to 99'],
    [
      'a bucket that is not whole',
      { bucket: '2.5' },
      'The reader bucket must be a whole number from 0 to 99',
    ],
    ['a date that is not one', { at: 'tomorrow' }, '“tomorrow” is not a date and time: now was used.'],
  ])('says so, and uses the default, for %s', (_, params, problem) => {
    const form = readWhoFillsForm(params, NOW)
    expect(form.problems).toEqual([expect.stringContaining(problem)])
    expect(form.bucket).toBe(0)
    expect(form.time).toBe(NOW)
  })

  it('ignores a device, an offset or a driver id it does not know', () => {
    const form = readWhoFillsForm(
      { device: 'watch', tz: '99999', at: '2026-12-01T09:30', driver: '<x>' },
      NOW,
    )
    expect(form).toMatchObject({ device: 'mobile', tz: null, driver: null })
  })

  it.each([
    ['/health/heart-health', '/health/heart-health'],
    ['health/heart-health/', '/health/heart-health'],
    ['https://www.wellread.example/health/heart-health?utm=x#top', '/health/heart-health'],
    ['/Health/Heart-Health', '/health/heart-health'],
    ['/health', null],
    ['/health/heart-health/extra', null],
    ['javascript:alert(1)', null],
    ['', null],
  ])('the address %j is the page %j', (input, path) => {
    expect(pageAddress(input)).toBe(path)
  })

  it('links keep the reader’s settings', () => {
    const form = readWhoFillsForm(
      {
        device: 'tablet',
        audience: ['us-readers'],
        bucket: '7',
        at: '2026-12-01T09:30',
        tz: '300',
        driver: '3',
      },
      NOW,
    )
    expect(whoFillsHref(form, { path: '/health/sleep' })).toBe(
      '/admin/who-fills?path=%2Fhealth%2Fsleep&device=tablet&audience=us-readers&bucket=7&at=2026-12-01T09%3A30&tz=300&driver=3',
    )
  })
})

describe('explaining a page', () => {
  const heart = driver('u-heart', 'Heart newsletter', 11, {
    driverType: 'newsletter',
    style: 'newsletter',
    targeting: { placements: ['headerNewsletter'], priority: 80 },
  })
  const cardA = driver('u-a', 'Card A', 12, { targeting: { weight: 3 } })
  const cardB = driver('u-b', 'Card B', 13, { targeting: { weight: 1 } })
  const off = driver('u-off', 'Switched off card', 14, { enabled: false })
  const banner = driver('u-banner', 'Wide banner', 15, { style: 'banner' })
  const desktopOnly = driver('u-desk', 'Desktop card', 16, { targeting: { devices: ['desktop'] } })
  const drivers = [heart, cardA, cardB, off, banner, desktopOnly]

  it('for every position: the winner and rule, the candidates with shares, the rest with reasons, all linked', () => {
    const form = readWhoFillsForm({ path: page.path, bucket: '0' }, NOW)
    const { cards, followed } = explainPage(drivers, page, form)
    expect(followed).toBeNull()
    expect(cards.map((c) => c.placement)).toEqual(['articlePlacement', 'headerNewsletter'])
    const [article, header] = cards
    expect(article).toMatchObject({
      position: 'In the article: first marked position',
      holds: 'card',
      candidates: [
        {
          id: 'u-a',
          name: 'Card A',
          href: '/admin/collections/drivers/12',
          share: '75%',
          priority: 50,
          weight: 3,
        },
        {
          id: 'u-b',
          name: 'Card B',
          href: '/admin/collections/drivers/13',
          share: '25%',
          priority: 50,
          weight: 1,
        },
      ],
    })
    expect(article?.rule).toMatch(/2 drivers share the highest priority \(50\)/)
    expect(article?.candidates.filter((c) => c.wins).map((c) => c.id)).toEqual([article?.winner?.id])
    expect(article?.excluded).toEqual(
      expect.arrayContaining([
        {
          id: 'u-off',
          name: 'Switched off card',
          href: driverEditHref(14),
          followed: false,
          reason: 'Switched off.',
        },
        expect.objectContaining({ id: 'u-banner', reason: 'Is a banner; this position holds a card.' }),
        expect.objectContaining({ id: 'u-desk', reason: expect.stringContaining('Shows on desktop only') }),
        expect.objectContaining({ id: 'u-heart', reason: expect.stringContaining('Set to fill') }),
      ]),
    )
    expect(header).toMatchObject({
      position: 'Header: Subscribe dialog',
      holds: null,
      winner: { id: 'u-heart', name: 'Heart newsletter', href: '/admin/collections/drivers/11' },
    })
  })

  it('every bucket gets one of the candidates, in about their shares', () => {
    const wins = new Map<string, number>()
    for (let bucket = 0; bucket < 100; bucket++) {
      const form = readWhoFillsForm({ bucket: String(bucket) }, NOW)
      const id = explainPage(drivers, page, form).cards[0]?.winner?.id ?? 'none'
      wins.set(id, (wins.get(id) ?? 0) + 1)
    }
    expect([...wins.keys()].sort()).toEqual(['u-a', 'u-b'])
    expect(wins.get('u-a')).toBeGreaterThanOrEqual(70)
    expect(wins.get('u-a')).toBeLessThanOrEqual(80)
  })

  it('the device and the moment change the answer', () => {
    const onDesktop = explainPage(drivers, page, readWhoFillsForm({ device: 'desktop' }, NOW)).cards[0]
    expect(onDesktop?.candidates.map((c) => c.id).sort()).toEqual(['u-a', 'u-b', 'u-desk'])
    const later = driver('u-later', 'Christmas card', 17, {
      targeting: { startsAt: '2026-12-20T00:00:00Z', priority: 90 },
    })
    const before = explainPage([later, cardA], page, readWhoFillsForm({ at: '2026-12-19T23:00' }, NOW))
      .cards[0]
    expect(before?.winner?.id).toBe('u-a')
    expect(before?.excluded).toEqual([
      expect.objectContaining({ id: 'u-later', reason: 'Starts on 2026-12-20.' }),
    ])
    const after = explainPage([later, cardA], page, readWhoFillsForm({ at: '2026-12-20T01:00' }, NOW))
      .cards[0]
    expect(after?.winner?.id).toBe('u-later')
  })

  it('a position nothing fills says so', () => {
    const { cards } = explainPage([off], page, readWhoFillsForm({}, NOW))
    expect(cards[0]).toMatchObject({ winner: null, candidates: [] })
    expect(cards[0]?.rule).toMatch(/stays empty/)
  })

  it('follows the driver the editor came from: what happens to it at each position', () => {
    const form = readWhoFillsForm({ driver: '15' }, NOW)
    const { cards, followed } = explainPage(drivers, page, form)
    expect(followed).toEqual({
      found: true,
      link: { id: 'u-banner', name: 'Wide banner', href: '/admin/collections/drivers/15', followed: true },
      outcomes: [
        {
          position: 'In the article: first marked position',
          outcome: 'Is a banner; this position holds a card.',
        },
        {
          position: 'Header: Subscribe dialog',
          outcome: 'Only newsletter sign-ups fill the Subscribe dialog.',
        },
      ],
    })
    expect(cards[0]?.excluded.find((x) => x.id === 'u-banner')?.followed).toBe(true)
    expect(cards[0]?.excluded.find((x) => x.id === 'u-off')?.followed).toBe(false)
  })

  it('a followed candidate that this bucket does not get is told to try another bucket', () => {
    const loser = (bucket: number) =>
      explainPage(drivers, page, readWhoFillsForm({ bucket: String(bucket) }, NOW))
    const bucket = [...Array(100).keys()].find((b) => loser(b).cards[0]?.winner?.id === 'u-a') ?? 0
    const { followed } = explainPage(
      drivers,
      page,
      readWhoFillsForm({ bucket: String(bucket), driver: '13' }, NOW),
    )
    expect(followed).toMatchObject({
      found: true,
      outcomes: [
        {
          outcome:
            'A candidate for 25% of readers, but this reader bucket gets “Card A”. Try another bucket.',
        },
        {},
      ],
    })
  })

  it('a followed driver that is not in the list is reported missing', () => {
    expect(explainPage(drivers, page, readWhoFillsForm({ driver: '999' }, NOW)).followed).toEqual({
      found: false,
    })
  })

  it('a driver limited to addresses suggests its first exact one', () => {
    expect(suggestedPath(driver('x', 'x', 1, { targeting: { paths: ['/health/*', '/health/sleep'] } }))).toBe(
      '/health/sleep',
    )
    expect(suggestedPath(driver('x', 'x', 1, { targeting: { paths: ['/health/*'] } }))).toBeNull()
    expect(suggestedPath(undefined)).toBeNull()
  })
})
