import { faqFixtures } from '@/widgets/Faq/Faq.fixtures'
import { faqWidget } from '@/widgets/Faq/Faq.widget'
import { sampleRefs } from '@/widgets/fixtures'
import { heroImageFixtures } from '@/widgets/HeroImage/HeroImage.fixtures'
import { heroImageWidget } from '@/widgets/HeroImage/HeroImage.widget'
import { productCardWidget } from '@/widgets/ProductCard/ProductCard.widget'
import type { AnyWidgetDefinition, BodySegment } from '@/widgets/types'
import { enhanceArticle, openingHeroIndex, widgetStructuredData } from './enhance-article'

const page = {
  url: 'https://wellread.example/health/sleep',
  siteUrl: 'https://wellread.example',
  siteName: 'Wellread',
  title: 'Sleep and blood pressure',
  description: 'How sleep affects blood pressure.',
  sectionLabel: 'Health',
  sectionUrl: 'https://wellread.example/health',
  authors: [{ name: 'Ana Ruiz', credentials: 'MD' }],
  keywords: ['sleep'],
}

const faqBlocks = faqFixtures.examples(sampleRefs).flatMap((example) => example.blocks)
const blockNode = (fields: object) => ({ type: 'block', version: 2, fields: { id: 'b', ...fields } })
const body = (...fields: object[]) => ({ root: { type: 'root', children: fields.map(blockNode) } })
const graphTypes = (ld: Record<string, unknown>) =>
  (ld['@graph'] as { '@type': string }[]).map((n) => n['@type'])

describe('enhanceArticle', () => {
  const widgets = [faqWidget, productCardWidget] as unknown as AnyWidgetDefinition[]

  it('merges all FAQ widgets of a page into one FAQPage, through the FAQ widget’s own hook', () => {
    const { jsonLd, segments } = enhanceArticle(body(...faqBlocks), page, widgets)
    expect(segments).toHaveLength(3)
    const faqPages = (jsonLd['@graph'] as { '@type': string; mainEntity?: unknown[] }[]).filter(
      (n) => n['@type'] === 'FAQPage',
    )
    expect(faqPages).toHaveLength(1)
    const questions = faqBlocks.flatMap((b) => ('items' in b ? b.items : []))
    expect(faqPages[0]?.mainEntity).toHaveLength(questions.length)
    expect(faqPages[0]).toMatchObject({ '@id': `${page.url}#faq` })
  })

  it('has no FAQPage without FAQ widgets', () => {
    expect(graphTypes(enhanceArticle(body(), page, widgets).jsonLd)).toEqual([
      'Organization',
      'MedicalWebPage',
      'Article',
      'BreadcrumbList',
    ])
  })

  it('groups consecutive product cards as the product-card widget declares', () => {
    const card = { blockType: 'productCard', product: sampleRefs.product('sleepRing') }
    const { segments } = enhanceArticle(body(card, card, ...faqBlocks.slice(0, 1), card), page, widgets)
    expect(segments.map((s) => s.kind)).toEqual(['group', 'widget', 'widget'])
  })

  it('reports unknown blocks and keeps the rest', () => {
    const { segments, problems } = enhanceArticle(
      body({ blockType: 'hologram' }, faqBlocks[0]!),
      page,
      widgets,
    )
    expect(segments).toHaveLength(1)
    expect(problems).toEqual([{ message: 'unknown block type "hologram"', blockType: 'hologram' }])
  })

  it('uses the registry when no widgets are given', () => {
    expect(graphTypes(enhanceArticle(body(faqBlocks[0]!), page).jsonLd)).toContain('FAQPage')
  })
})

describe('the page hero: a widget whose definition says `pageHero`, first in the body', () => {
  const heroBlock = heroImageFixtures.examples(sampleRefs)[0]!.blocks[0]!
  const widget = (blockType: string) => ({ kind: 'widget', block: { blockType } }) as unknown as BodySegment
  const words = {
    kind: 'rich',
    nodes: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hi' }] }],
  } as BodySegment
  const blank = { kind: 'rich', nodes: [{ type: 'paragraph', children: [] }] } as BodySegment

  it('replaces the article’s hero image when the full-screen hero image opens the body', () => {
    expect(heroImageWidget.pageHero).toBe(true)
    expect(enhanceArticle(body(heroBlock, faqBlocks[0]!), page).heroIndex).toBe(0)
    expect(enhanceArticle(body(faqBlocks[0]!, heroBlock), page).heroIndex).toBe(-1)
  })

  it.each([
    ['a hero image first', 0, [widget('heroImage'), words]],
    ['a ticker hero first', 0, [widget('tickerHero')]],
    ['an empty paragraph, then a hero', 1, [blank, widget('heroImage')]],
    ['words first', -1, [words, widget('heroImage')]],
    ['another widget first', -1, [widget('faq'), widget('heroImage')]],
    ['an empty body', -1, []],
  ])('with the registry’s widgets: %s → %d', (_, index, segments) => {
    expect(openingHeroIndex(segments as BodySegment[])).toBe(index)
  })

  it('follows each widget’s own flag, not its name', () => {
    const faqAsHero = { ...faqWidget, pageHero: true } as unknown as AnyWidgetDefinition
    const heroWithoutFlag = { ...heroImageWidget, pageHero: undefined } as unknown as AnyWidgetDefinition
    expect(openingHeroIndex([widget('faq')], [faqAsHero, heroWithoutFlag])).toBe(0)
    expect(openingHeroIndex([widget('heroImage')], [faqAsHero, heroWithoutFlag])).toBe(-1)
    expect(enhanceArticle(body(faqBlocks[0]!), page, [faqAsHero]).heroIndex).toBe(0)
    expect(enhanceArticle(body(heroBlock), page, [faqWidget, heroWithoutFlag] as never).heroIndex).toBe(-1)
  })
})

describe('widgetStructuredData', () => {
  it('leaves out a widget whose hook throws, and reports it', () => {
    const broken = {
      ...faqWidget,
      structuredData: () => {
        throw new Error('bad answer')
      },
    } as unknown as AnyWidgetDefinition
    const problems: { message: string }[] = []
    const segments = [{ kind: 'widget' as const, block: { ...faqBlocks[0]!, id: 'x' } as never }]
    expect(widgetStructuredData(segments, [broken], { url: page.url }, problems)).toEqual([])
    expect(problems[0]?.message).toContain('structured data of "faq" failed: bad answer')
  })
})
