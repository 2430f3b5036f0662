import { articleJsonLd, serializeJsonLd } from './enhance-jsonld'

const base = {
  url: 'https://wellread.example/health/sleep',
  siteUrl: 'https://wellread.example',
  siteName: 'Wellread',
  title: 'Sleep and blood pressure',
  description: 'How sleep affects blood pressure.',
  sectionLabel: 'Health',
  sectionUrl: 'https://wellread.example/health',
  authors: [{ name: 'Ana Ruiz', credentials: 'MD' }],
  keywords: ['blood pressure', 'sleep'],
}

type Node = Record<string, unknown>
const byType = (ld: Record<string, unknown>, type: string) =>
  (ld['@graph'] as Node[]).filter((n) => n['@type'] === type)

describe('articleJsonLd', () => {
  it('describes a MedicalWebPage whose main entity is the Article', () => {
    const ld = articleJsonLd({
      ...base,
      reviewer: { name: 'Dr. Lee' },
      datePublished: '2026-05-01T00:00:00Z',
    })
    const [page] = byType(ld, 'MedicalWebPage')
    const [article] = byType(ld, 'Article')
    expect(page).toMatchObject({
      url: base.url,
      reviewedBy: { name: 'Dr. Lee' },
      lastReviewed: '2026-05-01T00:00:00Z',
    })
    expect(page?.mainEntity).toEqual({ '@id': article?.['@id'] })
    expect(article).toMatchObject({
      headline: base.title,
      author: [{ name: 'Ana Ruiz', honorificSuffix: 'MD' }],
    })
    expect(article?.dateModified).toBe('2026-05-01T00:00:00Z')
  })

  it('appends the nodes widgets contribute, as given', () => {
    const node = { '@type': 'FAQPage', '@id': `${base.url}#faq`, mainEntity: [] }
    expect(byType(articleJsonLd({ ...base, widgetNodes: [node] }), 'FAQPage')).toEqual([node])
    expect(byType(articleJsonLd(base), 'FAQPage')).toEqual([])
  })

  it('builds a three-step breadcrumb', () => {
    const [crumbs] = byType(articleJsonLd(base), 'BreadcrumbList')
    expect(((crumbs?.itemListElement ?? []) as Node[]).map((i) => i.name)).toEqual([
      'Home',
      'Health',
      base.title,
    ])
  })
})

describe('serializeJsonLd', () => {
  it('cannot close the script element', () => {
    const out = serializeJsonLd({ text: '</script><script>alert(1)</script>' })
    expect(out).not.toContain('</script>')
    expect(JSON.parse(out)).toEqual({ text: '</script><script>alert(1)</script>' })
  })
})
