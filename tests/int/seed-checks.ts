import type { Payload } from 'payload'
import type { Article } from '@/cms/payload-types'
import { type SeedReport, seed, seedIfEmpty, WIDGET_GALLERY_PATH } from '@/seed/seed'
import { widgetBlocks } from '@/widgets/blocks.generated'
import { createTestPayload, type DbTarget } from './helpers'

const COLLECTIONS = ['articles', 'authors', 'categories', 'products', 'media'] as const

async function counts(payload: Payload): Promise<Record<(typeof COLLECTIONS)[number], number>> {
  const entries = await Promise.all(
    COLLECTIONS.map(async (collection) => {
      const { totalDocs } = await payload.count({ collection, overrideAccess: true })
      return [collection, totalDocs] as const
    }),
  )
  return Object.fromEntries(entries) as Record<(typeof COLLECTIONS)[number], number>
}

function createdTotal(report: SeedReport): number {
  return Object.values(report).reduce((sum, c) => sum + c.created, 0)
}

type Node = { type?: unknown; children?: unknown; fields?: { blockType?: unknown } }

function blockTypesIn(body: Article['body']): string[] {
  return body.root.children
    .filter((node: Node) => node.type === 'block')
    .map((node: Node) => String(node.fields?.blockType))
}

/**
 * The seed's checks on one database. Each database has its own spec file (seed.int.spec.ts,
 * seed.postgres.int.spec.ts), so that the two longest files of the integration run (~45 s each) run side by side.
 */
export function describeSeed(target: DbTarget): void {
  describe(`seed on ${target.kind}`, () => {
    let payload: Payload
    let cleanup: () => Promise<void>
    let first: SeedReport

    beforeAll(async () => {
      ;({ payload, cleanup } = await createTestPayload(target))
      first = await seed(payload)
    })

    afterAll(async () => {
      await cleanup?.()
    })

    it('publishes at least six articles, the widget gallery among them', async () => {
      const published = await payload.find({
        collection: 'articles',
        where: { _status: { equals: 'published' } },
        limit: 100,
        depth: 0,
        overrideAccess: false,
      })
      expect(published.totalDocs).toBeGreaterThanOrEqual(6)
      const paths = published.docs.map((a) => `/${a.section}/${a.slug}`)
      expect(paths).toEqual(
        expect.arrayContaining([
          WIDGET_GALLERY_PATH,
          '/health/erectile-dysfunction',
          '/nutrition/mediterranean-diet-basics',
          '/health/high-blood-pressure-and-sleep',
          '/mental-health/everyday-anxiety-coping-skills',
          '/fitness/walking-for-heart-health',
        ]),
      )
      expect(first.articles.created).toBe(published.totalDocs)
    })

    it('creates the supporting content the articles refer to', async () => {
      const c = await counts(payload)
      expect(c.authors).toBeGreaterThanOrEqual(4)
      expect(c.categories).toBeGreaterThanOrEqual(5)
      expect(c.products).toBeGreaterThanOrEqual(5)
      expect(c.media).toBe(first.media.created)

      const ed = await payload.find({
        collection: 'articles',
        where: { slug: { equals: 'erectile-dysfunction' } },
        depth: 1,
        overrideAccess: true,
      })
      const article = ed.docs[0]
      expect(article?.title).toBe('Erectile dysfunction: causes, tests and treatments that work')
      expect(article?.keywords?.[0]).toBe('erectile dysfunction')
      expect(article?.heroImage).toMatchObject({
        alt: expect.any(String),
        mimeType: 'image/webp',
        width: 1600,
      })
      expect(article?.medicalReviewer).toMatchObject({ credentials: expect.stringContaining('MD') })
      expect(article?.authors?.length).toBeGreaterThanOrEqual(1)
    })

    it('puts every widget block type in the widget gallery body', async () => {
      const [section, slug] = WIDGET_GALLERY_PATH.split('/').filter(Boolean)
      const found = await payload.find({
        collection: 'articles',
        where: { and: [{ section: { equals: section } }, { slug: { equals: slug } }] },
        depth: 0,
        overrideAccess: true,
      })
      const gallery = found.docs[0]
      expect(gallery?._status).toBe('published')
      const present = new Set(blockTypesIn(gallery!.body))
      for (const block of widgetBlocks) expect(present, `gallery lacks ${block.slug}`).toContain(block.slug)
    })

    it('seeds the sample copay offer as a driver that fills the gallery’s first drug widget', async () => {
      const [section, slug] = WIDGET_GALLERY_PATH.split('/').filter(Boolean)
      const gallery = (
        await payload.find({
          collection: 'articles',
          where: { and: [{ section: { equals: section } }, { slug: { equals: slug } }] },
          depth: 0,
          overrideAccess: true,
        })
      ).docs[0]!
      // The page's first drug widget holds its copay placement: the copay example's drug.
      const firstDrugWidget = (gallery.body.root.children as Node[]).find(
        (node) => node.type === 'block' && node.fields?.blockType === 'drugCostSavings',
      ) as { fields: { drug: number } } | undefined
      const levothyroxine = (
        await payload.find({
          collection: 'drugs',
          where: { slug: { equals: 'levothyroxine' } },
          overrideAccess: true,
        })
      ).docs[0]!
      expect(firstDrugWidget?.fields.drug).toBe(levothyroxine.id)

      const drivers = await payload.find({ collection: 'drivers', depth: 1, limit: 0, overrideAccess: true })
      const copay = drivers.docs.filter((d) => d.driverType === 'copay')
      expect(copay).toHaveLength(1)
      expect(copay[0]).toMatchObject({
        name: 'Copay offer: Levothyroxine',
        enabled: true,
        articlePlacement: ['drugCopay'],
      })

      // What the drivers API answers the gallery's widget.
      const { AnswerCache, handleDriversRequest } = await import('@/services/drivers/http')
      const { catalog } = await import('@/services/drivers/view')
      const ask = (drugId: string) =>
        handleDriversRequest(
          new Request(`http://localhost/api/drivers/v4${WIDGET_GALLERY_PATH}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ articlePlacements: ['drugCopay'], webContext: { drugId } }),
          }),
          WIDGET_GALLERY_PATH.split('/').filter(Boolean),
          { catalog: async () => catalog(drivers.docs), cache: new AnswerCache() },
        ).then(
          (res) => res.json() as Promise<{ placementDrivers: Record<string, { copay: unknown } | null> }>,
        )
      expect((await ask(String(levothyroxine.id))).placementDrivers.drugCopay).toMatchObject({
        copay: { title: null, price: 25, monthlyPrice: 10 },
        callToAction: 'GET THE SAVINGS CARD',
      })
      expect((await ask(String(levothyroxine.id + 1000))).placementDrivers.drugCopay).toBeNull()
    })

    it('seeds the sample ads: two advertisers’ campaigns and the house ads, every creative complete', async () => {
      const { adCatalogOf } = await import('@/services/ads/catalogOf')
      const all = { depth: 1, limit: 0, pagination: false, overrideAccess: true } as const
      const [campaigns, creatives, settings] = await Promise.all([
        payload.find({ collection: 'ad-campaigns', ...all }),
        payload.find({ collection: 'ad-creatives', ...all }),
        payload.findGlobal({ slug: 'siteSettings', depth: 0, overrideAccess: true }),
      ])
      const catalog = adCatalogOf({
        campaigns: campaigns.docs,
        creatives: creatives.docs,
        settings: settings.advertising,
      })
      const byName = new Map(catalog.campaigns.map((c) => [c.name, c]))
      const sizesOf = (name: string) =>
        byName.get(name)?.creatives.map((k) => catalog.creatives.get(k.id)?.size)
      expect(byName.get('Quillstep: trail shoes for spring (fitness section)')).toMatchObject({
        tier: 'standard',
        enabled: true,
        targeting: { sections: ['fitness'] },
      })
      expect(sizesOf('Quillstep: trail shoes for spring (fitness section)')).toEqual([
        'mediumRect',
        'leaderboard',
      ])
      expect(byName.get('Pantrybright: weeknight dinners')).toMatchObject({
        tier: 'standard',
        targeting: { sections: [] },
        excludeCategories: ['stress-and-anxiety'],
        frequencyCap: { count: 5, days: 7 },
      })
      expect(sizesOf('Pantrybright: weeknight dinners')).toEqual([
        'mediumRect',
        'leaderboard',
        'mobileLeaderboard',
      ])
      expect(byName.get('House: get the Wellread newsletter')?.tier).toBe('house')
      expect(sizesOf('House: get the Wellread newsletter')).toEqual([
        'mediumRect',
        'leaderboard',
        'largeLeaderboard',
        'mobileLeaderboard',
        'smallMobileLeaderboard',
      ])
      // Every creative made it into the catalog: its picture is its size or twice it, its link https.
      expect(creatives.totalDocs).toBe(10)
      expect(catalog.creatives.size).toBe(10)
      for (const creative of catalog.creatives.values()) {
        expect(creative.destination).toMatch(/^https:\/\//)
        expect(creative.image?.alt).toBeTruthy()
      }
      expect(catalog.settings).toMatchObject({ enabled: true, partnerEnabled: false })
      expect(catalog.settings.sensitiveKeywords).toContain('addiction')

      // The anxiety article is a sensitive topic; no article is ad-free.
      const articles = await payload.find({
        collection: 'articles',
        limit: 100,
        depth: 0,
        overrideAccess: true,
      })
      const sensitive = articles.docs.filter((a) => a.advertising?.sensitive).map((a) => a.slug)
      expect(sensitive).toEqual(['everyday-anxiety-coping-skills'])
      expect(articles.docs.filter((a) => a.advertising?.adFree)).toEqual([])
    })

    it('stores a valid editor state in every article body', async () => {
      const all = await payload.find({ collection: 'articles', limit: 100, depth: 0, overrideAccess: true })
      for (const article of all.docs) {
        expect(article.body.root.type, article.slug ?? undefined).toBe('root')
        expect(Array.isArray(article.body.root.children), article.slug ?? undefined).toBe(true)
        expect(article.body.root.children.length, article.slug ?? undefined).toBeGreaterThan(0)
        for (const node of article.body.root.children)
          expect(typeof node.type, article.slug ?? undefined).toBe('string')
      }
    })

    it('fills the navigation and site settings globals', async () => {
      const navigation = await payload.findGlobal({ slug: 'navigation', overrideAccess: true })
      expect(navigation.header?.links?.length).toBeGreaterThanOrEqual(4)
      const settings = await payload.findGlobal({ slug: 'siteSettings', overrideAccess: true })
      expect(settings).toMatchObject({ siteName: 'Wellread', siteHost: 'wellread.example' })
      expect(settings.privacyPolicy?.root.children.length).toBeGreaterThan(3)
      expect(settings.termsOfUse?.root.children.length).toBeGreaterThan(3)
    })

    it('changes nothing when run again', async () => {
      const before = await counts(payload)
      const second = await seed(payload)
      expect(createdTotal(second)).toBe(0)
      expect(second.articles.unchanged).toBe(first.articles.created)
      expect(second.globals.updated).toBe(0)
      expect(await counts(payload)).toEqual(before)
    })

    it('rewrites sample content in place with overwrite, still without duplicates', async () => {
      const before = await counts(payload)
      const report = await seed(payload, { overwrite: true })
      expect(createdTotal(report)).toBe(0)
      expect(report.articles.updated).toBe(before.articles)
      expect(await counts(payload)).toEqual(before)
    })

    it('seedIfEmpty does nothing once articles exist', async () => {
      const before = await counts(payload)
      expect(await seedIfEmpty(payload)).toBeNull()
      expect(await counts(payload)).toEqual(before)
    })
  })
}
