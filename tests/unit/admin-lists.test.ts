import type { CollectionConfig, Field } from 'payload'
import { AdCampaigns } from '@/cms/collections/AdCampaigns'
import { AdCreatives } from '@/cms/collections/AdCreatives'
import { AdStats } from '@/cms/collections/AdStats'
import { Advertisers } from '@/cms/collections/Advertisers'
import { Articles } from '@/cms/collections/Articles'
import { Authors } from '@/cms/collections/Authors'
import { Categories } from '@/cms/collections/Categories'
import { CommerceStats } from '@/cms/collections/CommerceStats'
import { ConsentRecords } from '@/cms/collections/ConsentRecords'
import { Diets } from '@/cms/collections/Diets'
import { DriverStats } from '@/cms/collections/DriverStats'
import { Drivers } from '@/cms/collections/Drivers'
import { Drugs } from '@/cms/collections/Drugs'
import { Experiments } from '@/cms/collections/Experiments'
import { Media } from '@/cms/collections/Media'
import { NewsletterLists } from '@/cms/collections/NewsletterLists'
import { NewsletterSubscribers } from '@/cms/collections/NewsletterSubscribers'
import { PharmacyChains } from '@/cms/collections/PharmacyChains'
import { PreampAssets } from '@/cms/collections/PreampAssets'
import { Products } from '@/cms/collections/Products'
import { ReaderSessions } from '@/cms/collections/ReaderSessions'
import { Readers } from '@/cms/collections/Readers'
import { RecommendedProductSets } from '@/cms/collections/RecommendedProductSets'
import { Redirects } from '@/cms/collections/Redirects'
import { Users } from '@/cms/collections/Users'

/*
 * Issue 27 ("admin list pages take 3–5 s"): a list page shows a few columns of ten documents, but Payload reads
 * whole documents unless the collection opts into reading only the columns (`enableListViewSelectAPI`). An
 * article is ~33 KB of body, blocks and SEO: a page of ten was 335 KB and 50–130 ms to read, its columns 2 KB
 * and 9 ms (docs/performance.md, "Editors' lists"). So every collection whose documents hold rich text, blocks
 * or repeated rows reads only its columns, unless it is named below with the reason.
 */
const ALL: CollectionConfig[] = [
  AdCampaigns,
  AdCreatives,
  AdStats,
  Advertisers,
  Articles,
  Authors,
  Categories,
  CommerceStats,
  ConsentRecords,
  Diets,
  DriverStats,
  Drivers,
  Drugs,
  Experiments,
  Media,
  NewsletterLists,
  NewsletterSubscribers,
  PharmacyChains,
  PreampAssets,
  Products,
  ReaderSessions,
  Readers,
  RecommendedProductSets,
  Redirects,
  Users,
]

/** Heavy collections that read whole documents on purpose. */
const WHOLE_ON_PURPOSE: Record<string, string> = {}

/** Rich text, blocks and arrays: what makes a document heavy (nested in rows, tabs and groups too). */
function heavyFields(fields: Field[], path = ''): string[] {
  const found: string[] = []
  for (const field of fields) {
    const name = 'name' in field && field.name ? `${path}${field.name}` : path
    if (field.type === 'richText' || field.type === 'blocks' || field.type === 'array') found.push(name)
    if ('fields' in field && Array.isArray(field.fields) && field.type !== 'array')
      found.push(...heavyFields(field.fields, 'name' in field && field.name ? `${name}.` : path))
    if (field.type === 'tabs')
      for (const tab of field.tabs)
        found.push(...heavyFields(tab.fields, 'name' in tab && tab.name ? `${tab.name}.` : path))
  }
  return found
}

describe('admin lists read only their columns', () => {
  it.each(ALL.map((c) => [c.slug, c] as const))('%s', (slug, collection) => {
    const heavy = heavyFields(collection.fields)
    if (heavy.length === 0 || WHOLE_ON_PURPOSE[slug]) {
      expect(
        WHOLE_ON_PURPOSE[slug] === undefined || heavy.length > 0,
        `${slug} is light: no exception needed`,
      ).toBe(true)
      return
    }
    expect(
      collection.admin?.enableListViewSelectAPI,
      `${slug} holds ${heavy.join(', ')}: its list must read only its columns`,
    ).toBe(true)
    // What the list shows as each row's link must be among what it reads.
    const columns = collection.admin?.defaultColumns ?? []
    const title = collection.admin?.useAsTitle
    if (title) expect(columns, `${slug}: useAsTitle ${title} is a default column`).toContain(title)
  })

  it('finds the heavy fields it checks (control)', () => {
    expect(heavyFields(Articles.fields)).toEqual(expect.arrayContaining(['body']))
    expect(heavyFields([{ name: 'plain', type: 'text' }])).toEqual([])
  })
})
