import 'server-only'
import type { Payload } from 'payload'
import { articlePath, isSectionSlug, LISTED_TEMPLATE_WHERE, SECTIONS, sectionLabel } from '@/lib/sections'
import type { AdPageAddress, AdPageSource } from './admin/adSlots'
import { AD_CREATIVES_SLUG } from './collections/AdCreatives'
import { payloadClient } from './reads'

/**
 * The pages as the ad slots read them (issue 28), for the admin's "Who fills an ad slot": a published page's
 * ad targeting (section, template, categories with their ad flags, keywords, the article's own advertising
 * settings and body) and the site's advertising settings, read fresh from the CMS (an editor checks what they
 * just saved). The article pipeline turns this into the page's slots (`src/article/adSlotsPlan.ts`).
 */

const PUBLISHED = { _status: { equals: 'published' } } as const

async function advertisingSettings(payload: Payload) {
  const settings = await payload.findGlobal({ slug: 'siteSettings', depth: 0, overrideAccess: true })
  return { advertising: settings.advertising ?? null }
}

/** Published, listed articles of a section (or of all), as the home and section pages list them. */
async function listedCount(payload: Payload, section: string): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'articles',
    where: { and: [PUBLISHED, LISTED_TEMPLATE_WHERE, { section: { equals: section } }] },
    overrideAccess: true,
  })
  return totalDocs
}

/** The page at an address as the CMS holds it, or why there is none. */
export async function adPageSource(address: AdPageAddress, client?: Payload): Promise<AdPageSource> {
  const payload = client ?? (await payloadClient())
  const settings = await advertisingSettings(payload)
  if (address.kind === 'home') {
    const counts = await Promise.all(SECTIONS.map((s) => listedCount(payload, s.slug)))
    return {
      found: true,
      kind: 'home',
      path: '/',
      title: 'Home page',
      sectionsShown: counts.filter((n) => n > 0).length,
      settings,
    }
  }
  if (!isSectionSlug(address.section))
    return {
      found: false,
      path: address.path,
      why: `There is no section “${address.section}”. Sections: ${SECTIONS.map((s) => s.slug).join(', ')}.`,
    }
  if (address.kind === 'section')
    return {
      found: true,
      kind: 'section',
      path: address.path,
      title:
        address.page > 1
          ? `${sectionLabel(address.section)} (page ${address.page})`
          : sectionLabel(address.section),
      section: address.section,
      page: address.page,
      listedArticles: await listedCount(payload, address.section),
      settings,
    }
  const found = await payload.find({
    collection: 'articles',
    where: {
      and: [{ section: { equals: address.section } }, { slug: { equals: address.slug } }, PUBLISHED],
    },
    // The categories populated, for their slugs, names and ad flags.
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const doc = found.docs[0]
  if (!doc)
    return {
      found: false,
      path: address.path,
      why: `No published article at ${address.path}. Check the address, or publish the article first: only published pages carry ads.`,
    }
  return {
    found: true,
    kind: 'article',
    path: articlePath(doc) ?? address.path,
    title: doc.title,
    docId: doc.id,
    section: doc.section,
    template: doc.template ?? null,
    keywords: (doc.keywords ?? []).filter((k): k is string => typeof k === 'string' && k.trim() !== ''),
    categories: doc.categories ?? [],
    advertising: doc.advertising ?? null,
    body: doc.body,
    settings,
  }
}

/** Creatives' names by id (for the creatives the engine picked); deleted ones are missing. */
export async function adCreativeNames(
  ids: readonly string[],
  client?: Payload,
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const payload = client ?? (await payloadClient())
  // A numeric id's database takes only digits.
  const unique = [...new Set(ids)].filter((id) => id !== '')
  const wanted = payload.db.defaultIDType === 'number' ? unique.filter((id) => /^\d{1,15}$/.test(id)) : unique
  if (wanted.length === 0) return new Map()
  const found = await payload.find({
    collection: AD_CREATIVES_SLUG,
    where: { id: { in: payload.db.defaultIDType === 'number' ? wanted.map(Number) : wanted } },
    limit: wanted.length,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { name: true },
  })
  return new Map(found.docs.map((d) => [String(d.id), d.name]))
}

/** Recently changed published articles, to pick from. */
export async function recentAdPages(
  limit = 12,
  client?: Payload,
): Promise<{ title: string; path: string }[]> {
  const payload = client ?? (await payloadClient())
  const found = await payload.find({
    collection: 'articles',
    where: PUBLISHED,
    sort: '-updatedAt',
    limit,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { title: true, section: true, slug: true },
  })
  return found.docs.flatMap((doc) => {
    const path = articlePath(doc)
    return path ? [{ title: doc.title, path }] : []
  })
}
