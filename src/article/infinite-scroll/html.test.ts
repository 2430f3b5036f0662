// @vitest-environment jsdom
import { extractArticle } from './html'

function page(main: string, { title = 'Walking for heart health | Wellread', head = '' } = {}) {
  return `<!DOCTYPE html><html lang="en"><head><title>${title}</title>${head}</head><body>
    <a class="skip-link" href="#main">Skip to content</a>
    <header><nav><a href="/">Wellread</a></nav></header>
    <main id="main" tabindex="-1">${main}</main>
    <footer><p>Footer</p></footer>
    <script>self.__next_f.push([1, "payload"])</script>
  </body></html>`
}

function parse(html: string): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = html
  return host.firstElementChild as HTMLElement
}

describe('extractArticle', () => {
  it('takes the article inside main and the page’s title', () => {
    const result = extractArticle(
      page(
        '<article data-template="article"><h1>Walking</h1><p>Body text.</p></article><div data-next-articles></div>',
      ),
      'n1-',
    )
    expect(result?.documentTitle).toBe('Walking for heart health | Wellread')
    const article = parse(result!.html)
    expect(article.tagName).toBe('ARTICLE')
    expect(article.getAttribute('data-template')).toBe('article')
    expect(article.textContent).toBe('WalkingBody text.')
  })

  it('prefers the article directly inside main over one nested deeper or elsewhere', () => {
    const html = page(
      '<div><article><h2>Nested card</h2></article></div><article><h1>The article</h1></article>',
    )
    expect(parse(extractArticle(html, 'p-')!.html).querySelector('h1')?.textContent).toBe('The article')
  })

  it('keeps nested articles (product cards) inside the article', () => {
    const html = page('<article><h1>Main</h1><section><article><h3>Card</h3></article></section></article>')
    const article = parse(extractArticle(html, 'p-')!.html)
    expect(article.querySelectorAll('article')).toHaveLength(1)
    expect(article.querySelector('h1')?.textContent).toBe('Main')
  })

  it.each([
    ['a page without an article', page('<h1>We can’t find that page</h1>')],
    ['an empty document', ''],
    ['text that is not HTML', '{"error":"nope"}'],
  ])('returns null for %s', (_label, html) => {
    expect(extractArticle(html, 'p-')).toBeNull()
  })

  it('removes scripts, JSON-LD, noscript and inline event handlers', () => {
    const html = page(`<article onclick="steal()">
      <h1>T</h1>
      <script type="application/ld+json">{"@type":"Article"}</script>
      <script>alert(1)</script>
      <noscript><img src="/pixel"></noscript>
      <img src="/a.png" alt="A" onerror="alert(2)" onload="alert(3)">
    </article>`)
    const article = parse(extractArticle(html, 'p-')!.html)
    expect(article.querySelector('script, noscript')).toBeNull()
    expect(article.hasAttribute('onclick')).toBe(false)
    const img = article.querySelector('img')!
    expect(img.getAttribute('alt')).toBe('A')
    expect([...img.attributes].map((a) => a.name).sort()).toEqual(['alt', 'src'])
  })

  it('prefixes ids and rewrites everything that refers to them', () => {
    const html = page(`<article id="top">
      <h2 id="faq">FAQ</h2>
      <button aria-controls="panel-1 other" aria-expanded="false">Open</button>
      <div id="panel-1" role="region" aria-labelledby="faq">Answer</div>
      <label for="q">Q</label><input id="q">
      <a href="#faq">Jump</a><a href="#elsewhere">Unknown fragment</a><a href="/health/x#faq">Other page</a>
      <svg><defs><linearGradient id="g"></linearGradient></defs><rect fill="url(#g)" stroke="url(#none)"></rect></svg>
    </article>`)
    const article = parse(extractArticle(html, 'next2-')!.html)
    expect(article.id).toBe('next2-top')
    expect(article.querySelector('h2')?.id).toBe('next2-faq')
    expect(article.querySelector('button')?.getAttribute('aria-controls')).toBe('next2-panel-1 other')
    expect(article.querySelector('[role="region"]')?.getAttribute('aria-labelledby')).toBe('next2-faq')
    expect(article.querySelector('label')?.getAttribute('for')).toBe('next2-q')
    expect([...article.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '#next2-faq',
      '#elsewhere',
      '/health/x#faq',
    ])
    const rect = article.querySelector('rect')!
    expect(rect.getAttribute('fill')).toBe('url(#next2-g)')
    expect(rect.getAttribute('stroke')).toBe('url(#none)')
  })
})
