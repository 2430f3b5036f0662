import type { Payload } from 'payload'
import { dayOf } from '@/platform/counts/tally'
import { createTestPayload, dbTargets } from './helpers'

/**
 * The editors' ad report and "Who fills an ad slot" on a real database (issue 28): the report names campaigns,
 * their advertisers and creatives from the CMS by id (deleted ones as deleted, ids the database cannot hold
 * skipped), over the last 30 days; the slots view reads the home and section pages and says when there is no
 * such page.
 */
describe.each(dbTargets().filter((t) => t.kind === 'sqlite'))('the ad report on $kind', (target) => {
  let payload: Payload
  let cleanup: () => Promise<void>
  let campaign: string
  let creative: string
  const LOCAL = { overrideAccess: true, context: { disableRevalidate: true } } as const
  const now = Date.now()
  const today = dayOf(now)

  beforeAll(async () => {
    ;({ payload, cleanup } = await createTestPayload(target))
    const advertiser = (
      await payload.create({ collection: 'advertisers', data: { name: 'Stride Co' }, ...LOCAL })
    ).id
    campaign = String(
      (
        await payload.create({
          collection: 'ad-campaigns',
          data: { name: 'Walking shoes', advertiser, tier: 'standard' },
          ...LOCAL,
        })
      ).id,
    )
    creative = String(
      (
        await payload.create({
          collection: 'ad-creatives',
          data: {
            name: 'Shoes native',
            campaign: Number(campaign),
            format: 'native',
            size: 'mediumRect',
            headline: 'Walk further',
            text: 'Shoes for long walks.',
            clickUrl: 'https://stride.example/shoes',
          },
          ...LOCAL,
        })
      ).id,
    )
  })
  afterAll(async () => {
    await cleanup?.()
  })

  it('names campaigns, advertisers and creatives by id; deleted ones as deleted; the last 30 days only', async () => {
    const { addAdCounts } = await import('@/services/adStats/store')
    const { adReport } = await import('@/services/adStats/report')
    const row = { day: today, position: 'MMR1', requests: 0, fills: 0, viewables: 0, clicks: 0, blocked: 0 }
    await addAdCounts(payload, [
      { ...row, campaignId: '', creativeId: '', requests: 50 },
      { ...row, campaignId: campaign, creativeId: creative, fills: 40, viewables: 30, clicks: 3 },
      { ...row, campaignId: '999999', creativeId: '888888', fills: 2, viewables: 1 },
      // From a reader's browser: an id no campaign can have.
      { ...row, campaignId: 'not-an-id', creativeId: 'nor-this', fills: 1 },
      { ...row, day: dayOf(now - 40 * 86_400_000), campaignId: campaign, creativeId: creative, fills: 500 },
    ])
    const report = await adReport(payload, now)
    expect(report.to).toBe(today)
    expect(report.daily).toHaveLength(30)
    expect(report.totals).toMatchObject({ requests: 50, fills: 43, viewables: 31, clicks: 3, fillRate: 86 })
    expect(report.byCampaign.map((r) => [r.campaign, r.advertiser, r.href])).toEqual([
      ['Walking shoes', 'Stride Co', `/admin/collections/ad-campaigns/${campaign}`],
      ['Deleted campaign (999999)', '', null],
      ['Deleted campaign (not-an-id)', '', null],
    ])
    expect(report.byCreative[0]).toMatchObject({
      creative: 'Shoes native',
      href: `/admin/collections/ad-creatives/${creative}`,
      campaign: 'Walking shoes',
      ctr: 10,
    })
    expect(report.byPosition).toEqual([expect.objectContaining({ key: 'MMR1', requests: 50, fills: 43 })])
  })

  it('reads the home and section pages for “Who fills an ad slot”, and says when a page is not there', async () => {
    const { adPageSource, adCreativeNames } = await import('@/cms/adTargeting')
    const home = await adPageSource({ kind: 'home', path: '/' }, payload)
    expect(home).toMatchObject({ found: true, kind: 'home', sectionsShown: 0 })
    expect(
      await adPageSource({ kind: 'section', path: '/health/page/2', section: 'health', page: 2 }, payload),
    ).toMatchObject({ found: true, kind: 'section', title: 'Health (page 2)', listedArticles: 0 })
    expect(
      await adPageSource({ kind: 'section', path: '/gardening', section: 'gardening', page: 1 }, payload),
    ).toMatchObject({
      found: false,
      why: expect.stringContaining('There is no section “gardening”'),
    })
    expect(
      await adPageSource({ kind: 'article', path: '/health/nope', section: 'health', slug: 'nope' }, payload),
    ).toMatchObject({ found: false, why: expect.stringContaining('No published article at /health/nope') })
    expect(await adCreativeNames([creative, '777777', 'x'], payload)).toEqual(
      new Map([[creative, 'Shoes native']]),
    )
  })
})
