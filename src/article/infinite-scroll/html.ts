/**
 * Turning a fetched article page into the markup appended below the current article. Browser only (uses
 * DOMParser); no React.
 *
 * The page is our own server output (the statically cached article), so its markup is trusted as far as the
 * article renderer is; still, nothing in it runs: DOMParser executes no scripts, and `<script>`, `<noscript>`
 * and inline event-handler attributes are removed before the markup is inserted. Interactive widgets inside
 * an appended article do not hydrate; their server HTML is complete (final numbers, every checklist item,
 * native `<details>` FAQ), so the reader loses only the animations.
 */

export type ExtractedArticle = {
  /** The `<article>` element's markup, ready to insert. */
  html: string
  /** The fetched page's document title (`<title>`), for the address bar's page; null when it has none. */
  documentTitle: string | null
}

/** Attributes whose value is a space-separated list of element ids. */
const ID_LIST_ATTRIBUTES = [
  'for',
  'headers',
  'list',
  'form',
  'aria-controls',
  'aria-labelledby',
  'aria-describedby',
  'aria-details',
  'aria-errormessage',
  'aria-flowto',
  'aria-owns',
  'aria-activedescendant',
]

/**
 * Prefixes every id inside `root` and rewrites the references to them (label `for`, ARIA relations,
 * `#fragment` links and SVG `url(#id)` paints), so an appended article never repeats an id of the page.
 */
function isolateIds(root: Element, prefix: string): void {
  const renamed = new Map<string, string>()
  for (const el of [root, ...root.querySelectorAll('[id]')]) {
    const id = el.getAttribute('id')
    if (!id) continue
    const next = `${prefix}${id}`
    renamed.set(id, next)
    el.setAttribute('id', next)
  }
  if (renamed.size === 0) return
  for (const el of [root, ...root.querySelectorAll('*')]) {
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase()
      let value = attr.value
      if (ID_LIST_ATTRIBUTES.includes(name)) {
        value = value
          .split(/\s+/)
          .map((id) => renamed.get(id) ?? id)
          .join(' ')
      } else if ((name === 'href' || name === 'xlink:href') && value.startsWith('#')) {
        value = `#${renamed.get(value.slice(1)) ?? value.slice(1)}`
      } else if (value.includes('url(#')) {
        value = value.replace(/url\(#([^)]+)\)/g, (whole, id: string) =>
          renamed.has(id) ? `url(#${renamed.get(id)})` : whole,
        )
      }
      if (value !== attr.value) el.setAttribute(attr.name, value)
    }
  }
}

/** Removes what must not run or does not belong in an appended article. */
function neutralise(root: Element): void {
  for (const el of root.querySelectorAll('script, noscript')) el.remove()
  for (const el of [root, ...root.querySelectorAll('*')]) {
    for (const attr of [...el.attributes]) {
      if (attr.name.toLowerCase().startsWith('on')) el.removeAttribute(attr.name)
    }
  }
}

/**
 * The article of a fetched article page (the `<article>` directly inside `<main>`, else the first one), without
 * scripts or event handlers and with its ids prefixed by `idPrefix`. Null when the page has no article.
 */
export function extractArticle(pageHtml: string, idPrefix: string): ExtractedArticle | null {
  const doc = new DOMParser().parseFromString(pageHtml, 'text/html')
  const article =
    doc.querySelector('main > article') ?? doc.querySelector('main article') ?? doc.querySelector('article')
  if (!article) return null
  neutralise(article)
  isolateIds(article, idPrefix)
  const documentTitle = doc.title.trim()
  return { html: article.outerHTML, documentTitle: documentTitle || null }
}
