/**
 * Every cache tag the site uses, in one place. Reads attach them (src/cms/cache.ts); revalidation hooks
 * beside each collection and global invalidate them when an editor changes something.
 */
export const CACHE_TAGS = {
  /** Any list of articles: home, section pages, sitemap, feeds. Every article change revalidates it. */
  articles: 'articles',
  /** An article at its URL (`/health/sleep`): its own page. Never served stale after a change (docs/adr/0015 §2b). */
  articlePath: (path: string) => `article:${path}`,
  /**
   * An article named in a list on other pages (read-next lists, a preamp's list): its title, summary or picture
   * there. A list tag: after a change those pages may be served stale for the one render that updates them.
   */
  articleListed: (path: string) => `listed:${path}`,
  author: (id: string | number) => `author:${id}`,
  product: (id: string | number) => `product:${id}`,
  media: (id: string | number) => `media:${id}`,
  category: (id: string | number) => `category:${id}`,
  /** The recommended-product lookup tables: every page whose block looked itself up in them. */
  recommendedProducts: 'recommendedProducts',
  /** The A/B experiments: every page carries the active ones (src/lib/experiments). */
  experiments: 'experiments',
  /** The drug catalog: the pricing API's lookup of formulations by NDC (src/cms/drugCatalog.ts). */
  drugs: 'drugs',
  /** One drug: every page whose drug price widget shows it. */
  drug: (id: string | number) => `drug:${id}`,
  /** The pharmacy chains: their logos on the drug price cards. */
  pharmacyChains: 'pharmacyChains',
  /** The diets (a small table, read whole): every page whose diet comparison shows them. */
  diets: 'diets',
  /** A preamp asset: every page it is attached to (Article → Preamp asset). */
  preampAsset: (id: string | number) => `preamp:${id}`,
  /** The drivers and newsletter lists: the drivers API's catalog (pages never contain drivers). */
  drivers: 'drivers',
  /**
   * The ad server's catalog (src/cms/adCatalog.ts): advertisers, campaigns, creatives, the advertising settings
   * and the category slugs campaigns target. Pages never contain ads (they are filled in the browser).
   */
  ads: 'ads',
  /** The redirects table: every page that looked a missing path up in it. */
  redirects: 'redirects',
  /** A global: navigation, siteSettings, announcementBar. Every page shows all three. */
  global: (slug: 'navigation' | 'siteSettings' | 'announcementBar') => `global:${slug}`,
} as const

/** The id of a relation value: a populated document or a bare id; null when deleted or missing. */
export function relationId(value: unknown): string | number | null {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) {
    const id = (value as { id: unknown }).id
    if (typeof id === 'number' || typeof id === 'string') return id
  }
  return null
}

/** Tags for the documents a list of relation values points at. */
export function relationTags(values: unknown, tag: (id: string | number) => string): string[] {
  const list = Array.isArray(values) ? values : [values]
  return list
    .map(relationId)
    .filter((id): id is string | number => id !== null)
    .map(tag)
}

/**
 * How to recognise a populated document of a collection that is shown inside other documents, and its tag.
 * Uploads are unambiguous (filename and MIME type); products by their title field; authors by their job title.
 */
const EMBEDDED_KINDS: {
  is: (doc: Record<string, unknown>) => boolean
  tag: (id: string | number) => string
}[] = [
  { is: (d) => typeof d.filename === 'string' && typeof d.mimeType === 'string', tag: CACHE_TAGS.media },
  { is: (d) => typeof d.productTitle === 'string', tag: CACHE_TAGS.product },
  // Authors picked inside a block (a content series' author): a name, a slug and the profile's job title.
  {
    is: (d) => typeof d.name === 'string' && typeof d.slug === 'string' && 'jobTitle' in d,
    tag: CACHE_TAGS.author,
  },
]

/**
 * Tags for every populated image, product and author inside a document (at any depth: header menus, widget blocks,
 * product images), so that editing one regenerates exactly the pages that show it.
 */
export function embeddedDocumentTags(value: unknown): string[] {
  const tags = new Set<string>()
  const seen = new Set<object>()
  const walk = (node: unknown, depth: number) => {
    if (!node || typeof node !== 'object' || depth > 40 || seen.has(node)) return
    seen.add(node)
    if (Array.isArray(node)) {
      for (const item of node) walk(item, depth + 1)
      return
    }
    const record = node as Record<string, unknown>
    const id = relationId(record)
    if (id !== null) {
      for (const kind of EMBEDDED_KINDS) if (kind.is(record)) tags.add(kind.tag(id))
    }
    for (const child of Object.values(record)) walk(child, depth + 1)
  }
  walk(value, 0)
  return [...tags]
}
