import type { AudienceRow } from './aggregate'
import { audienceCsv, audienceReport, share, weekOf } from './reportModel'

const row = (over: Partial<AudienceRow>): AudienceRow => ({
  day: '2026-11-30',
  article: '1',
  metric: 'view',
  subject: 'page',
  key: '',
  position: 0,
  count: 1,
  ...over,
})

const articles = new Map([
  ['1', { id: '1', title: 'Sleep and blood pressure', section: 'health', path: '/health/sleep-bp' }],
  ['2', { id: '2', title: 'Walking for your heart', section: 'fitness', path: '/fitness/walking' }],
])

describe('the Audience report (issue 30)', () => {
  const rows: AudienceRow[] = [
    row({ count: 100 }),
    row({ metric: 'read25', count: 80 }),
    row({ metric: 'read50', count: 50 }),
    row({ metric: 'read75', count: 20 }),
    row({ metric: 'engaged_s', count: 9_000 }),
    row({ metric: 'signup', subject: 'form', key: 'newsletter', count: 3 }),
    row({ metric: 'submit', subject: 'form', key: 'coupon', count: 2 }),
    row({ metric: 'impression', subject: 'widget', key: 'product card', count: 200 }),
    row({ metric: 'click', subject: 'widget', key: 'product card', count: 10 }),
    row({ metric: 'impression', subject: 'product', key: '7', count: 50 }),
    row({ metric: 'click', subject: 'product', key: '7', count: 5 }),
    row({ article: '2', count: 40, day: '2026-11-29' }),
    row({ article: '2', metric: 'read75', count: 36, day: '2026-11-29' }),
    row({ article: '2', metric: 'impression', subject: 'widget', key: 'faq', count: 40, day: '2026-11-29' }),
    row({ article: '2', metric: 'click', subject: 'widget', key: 'faq', count: 8, day: '2026-11-29' }),
    // Before the period: left out.
    row({ count: 1_000, day: '2026-10-01' }),
  ]
  const report = audienceReport(rows, {
    since: '2026-11-24',
    days: 7,
    articles,
    products: new Map([['7', 'Calm Gummies']]),
  })

  it('gives each article its views, read depth, engaged time per view and conversions', () => {
    const [first, second] = report.articles
    expect(first).toMatchObject({
      article: '1',
      title: 'Sleep and blood pressure',
      section: 'health',
      views: 100,
      read25Share: 80,
      read50Share: 50,
      read75Share: 20,
      engagedPerView: 90,
      signups: 3,
      coupons: 2,
      clicks: 10,
    })
    expect(second).toMatchObject({ article: '2', views: 40, read75Share: 90 })
    expect(report.totals).toMatchObject({ views: 140, read75: 56, read75Share: 40, signups: 3, coupons: 2 })
  })

  it('sums sections, and ranks widgets and products by click-through', () => {
    expect(report.sections.map((s) => [s.section, s.views, s.read75Share])).toEqual([
      ['health', 100, 20],
      ['fitness', 40, 90],
    ])
    expect(report.widgets.map((w) => [w.key, w.ctr])).toEqual([
      ['faq', 20],
      ['product card', 5],
    ])
    expect(report.products).toEqual([
      { key: '7', label: 'Calm Gummies', impressions: 50, clicks: 5, ctr: 10 },
    ])
  })

  it('puts first the articles most read and least finished', () => {
    expect(report.updateFirst.map((a) => [a.article, a.updateScore])).toEqual([
      ['1', 80],
      ['2', 4],
    ])
  })

  it('has a point per day or per week (weeks start on Monday), zero where nothing came', () => {
    expect(report.series).toHaveLength(7)
    expect(report.series.at(-1)).toEqual({ period: '2026-11-30', views: 100, signups: 3, coupons: 2 })
    expect(report.series.find((p) => p.period === '2026-11-29')?.views).toBe(40)
    expect(report.series[0]).toEqual({ period: '2026-11-24', views: 0, signups: 0, coupons: 0 })
    const weekly = audienceReport(rows, { since: '2026-11-24', days: 7, period: 'week', articles })
    expect(weekly.series.map((p) => [p.period, p.views])).toEqual([
      ['2026-11-23', 40],
      ['2026-11-30', 100],
    ])
    expect(weekOf('2026-12-06')).toBe('2026-11-30')
    expect(weekOf('2026-11-30')).toBe('2026-11-30')
  })

  it('draws the chart from the daily series when the rows are the period’s sums', () => {
    const sums = [row({ day: '2026-11-24', count: 140 }), row({ article: '2', day: '2026-11-24', count: 60 })]
    const series = [row({ article: '', day: '2026-11-29', count: 150 }), row({ article: '', count: 50 })]
    const r = audienceReport(sums, { since: '2026-11-24', days: 7, articles, series })
    expect(r.totals.views).toBe(200)
    expect(r.articles.map((a) => [a.article, a.views])).toEqual([
      ['1', 140],
      ['2', 60],
    ])
    expect(r.series.map((p) => p.views)).toEqual([0, 0, 0, 0, 0, 150, 50])
  })

  it('names an article it cannot find by its id', () => {
    const r = audienceReport([row({ article: '99', count: 5 })], { since: '2026-11-30', days: 1 })
    expect(r.articles[0]).toMatchObject({ title: 'Article 99', section: 'unknown' })
  })

  it('shares: whole per cent, one decimal under 10 %, null of nothing', () => {
    expect(share(1, 3)).toBe(33)
    expect(share(1, 30)).toBe(3.3)
    expect(share(0, 0)).toBeNull()
  })

  it('exports the article table as CSV, quoting commas and defusing formulas', () => {
    const csv = audienceCsv(
      audienceReport([row({ count: 2 })], {
        since: '2026-11-30',
        days: 1,
        articles: new Map([
          ['1', { id: '1', title: '=HYPERLINK("x"), sleep', section: 'health', path: '/health/x' }],
        ]),
      }),
    )
    const [header, line] = csv.split('\r\n')
    expect(header).toBe(
      'article id,title,section,path,views,read 25 %,read 50 %,read 75 %,engaged seconds per view,widget clicks,newsletter sign-ups,coupons sent',
    )
    expect(line).toBe(`1,"'=HYPERLINK(""x""), sleep",health,/health/x,2,0,0,0,0,0,0,0`)
  })
})
