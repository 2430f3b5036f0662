// @vitest-environment jsdom
import { articleFeed, FEED_SIZE } from './feed'

const article = (n: number, section = 'health') => ({
  title: `Article ${n} & more`,
  section,
  slug: `article-${n}`,
  summary: `Summary <${n}>`,
  publishedDate: new Date(Date.UTC(2026, 0, n)).toISOString(),
})

describe('articleFeed', () => {
  it('is an RSS 2.0 channel with one item per article, escaped, newest date as the channel date', () => {
    const xml = articleFeed({
      siteUrl: 'https://wellread.example',
      siteName: 'Wellread',
      selfUrl: 'https://wellread.example/feed.xml',
      articles: [article(3), article(2)],
    })
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/)
    expect(xml).toContain('<title>Wellread</title>')
    expect(xml.match(/<item>/g)).toHaveLength(2)
    expect(xml).toContain('<link>https://wellread.example/health/article-3</link>')
    const doc = new DOMParser().parseFromString(xml, 'application/xml')
    expect(doc.querySelector('parsererror')).toBeNull()
    expect([...doc.querySelectorAll('item > title')].map((t) => t.textContent)).toEqual([
      'Article 3 & more',
      'Article 2 & more',
    ])
    expect(doc.querySelector('item > description')?.textContent).toBe('Summary <3>')
    expect(xml).toContain('<lastBuildDate>Sat, 03 Jan 2026 00:00:00 GMT</lastBuildDate>')
    expect(xml).toContain('href="https://wellread.example/feed.xml"')
  })

  it('titles and links a section feed by its section', () => {
    const xml = articleFeed({
      siteUrl: 'https://wellread.example',
      siteName: 'Wellread',
      section: 'mental-health',
      selfUrl: 'https://wellread.example/mental-health/feed.xml',
      articles: [article(1, 'mental-health')],
    })
    expect(xml).toContain('<title>Wellread: Mental health</title>')
    expect(xml).toContain('<link>https://wellread.example/mental-health</link>')
    expect(xml).toContain('<category>Mental health</category>')
  })

  it('stays well-formed XML whatever editors type', () => {
    const xml = articleFeed({
      siteUrl: 'https://x.example',
      siteName: 'Wellread',
      selfUrl: 'https://x.example/feed.xml',
      articles: [{ ...article(1), title: 'Ends ]]> here <b>', summary: ']]><script>alert(1)</script>' }],
    })
    const doc = new DOMParser().parseFromString(xml, 'application/xml')
    expect(doc.querySelector('parsererror')).toBeNull()
    expect(doc.querySelector('item > title')?.textContent).toBe('Ends ]]> here <b>')
    expect(doc.querySelector('item > description')?.textContent).toBe(']]><script>alert(1)</script>')
  })

  it(`lists at most ${FEED_SIZE} articles`, () => {
    const many = Array.from({ length: FEED_SIZE + 5 }, (_, i) => article(i + 1))
    const xml = articleFeed({
      siteUrl: 'https://x.example',
      siteName: 'Wellread',
      selfUrl: 'https://x.example/feed.xml',
      articles: many,
    })
    expect(xml.match(/<item>/g)).toHaveLength(FEED_SIZE)
  })

  it('is a valid empty channel when nothing is published', () => {
    const xml = articleFeed({
      siteUrl: 'https://x.example',
      siteName: 'Wellread',
      selfUrl: 'https://x.example/feed.xml',
      articles: [],
    })
    expect(xml).toContain('<channel>')
    expect(xml).not.toContain('<item>')
  })
})
