import 'server-only'
import { isMedia, mediaVariants } from '@/content/image'
import { variantFor } from '@/lib/images'
import type { DrugWidgetData, FormulationInfo } from '@/services/pricing/shared'
import { cachedRead } from './cache'
import { CACHE_TAGS, embeddedDocumentTags } from './cacheTags'
import { DRUGS_SLUG } from './collections/Drugs'
import { PHARMACY_CHAINS_SLUG } from './collections/PharmacyChains'
import { drugWidgetData, formulationIndex, type StoredDrug } from './drugWidgetData'
import { payloadClient } from './reads'

/**
 * The drug catalog as the site reads it: each read is cached in this process (src/cms/cache.ts) under a tag
 * that the `drugs` and `pharmacyChains` collections' hooks revalidate on every change, so after the first
 * call a read is a lookup in memory, and an editor's change is seen by the next request.
 */

/**
 * How long this process keeps the formulation index without a change being signalled: another instance's
 * edit reaches this one at the latest after this (the hooks invalidate only the instance that saved).
 */
export const FORMULATION_INDEX_TTL_SECONDS = 300

const EMPTY_INDEX: ReadonlyMap<string, FormulationInfo> = new Map()

/**
 * Every formulation (NDC) of every drug, by NDC: what the pricing API needs to price, name and describe a
 * formulation. Called on every price, MSRP and coupon request: a map lookup after the first call.
 */
export const getFormulationIndex = cachedRead(
  {
    name: 'drugs:formulation-index',
    tags: () => [CACHE_TAGS.drugs],
    revalidate: FORMULATION_INDEX_TTL_SECONDS,
    duringBuild: EMPTY_INDEX,
  },
  async (): Promise<ReadonlyMap<string, FormulationInfo>> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: DRUGS_SLUG,
      depth: 0,
      limit: 0,
      pagination: false,
      sort: 'name',
      overrideAccess: false,
    })
    return formulationIndex(result.docs as unknown as StoredDrug[])
  },
)

/**
 * One drug as the widget receives it, or null when it was deleted or has nothing to price. The page that
 * shows it carries its tag, so an editor's change regenerates exactly the pages with the drug.
 */
export const getDrugWidgetData = cachedRead(
  {
    name: 'drugs:widget-data',
    tags: (drugId: string | number) => [CACHE_TAGS.drug(drugId)],
    duringBuild: null,
  },
  async (drugId: string | number): Promise<DrugWidgetData | null> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: DRUGS_SLUG,
      where: { id: { equals: drugId } },
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: false,
    })
    const doc = result.docs[0] as unknown as StoredDrug | undefined
    return doc ? drugWidgetData(doc) : null
  },
)

/** The price cards' logo size (CSS px), on phones and wider screens alike. */
export const RETAILER_LOGO_PX = 44

export type RetailerLogos = Record<string, string>

type LoadedLogos = { logos: RetailerLogos; tags: string[] }

const loadLogos = cachedRead(
  {
    name: 'pharmacy-chains:logos',
    tags: () => [CACHE_TAGS.pharmacyChains],
    resultTags: (loaded: LoadedLogos) => loaded.tags,
    duringBuild: { logos: {}, tags: [] } as LoadedLogos,
  },
  async (): Promise<LoadedLogos> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: PHARMACY_CHAINS_SLUG,
      depth: 1,
      limit: 0,
      pagination: false,
      overrideAccess: false,
    })
    const logos: RetailerLogos = {}
    for (const chain of result.docs) {
      if (!isMedia(chain.logo) || !chain.logo.url) continue
      // Through the image proxy at about 2.1× the cards' 44 px (issue 31); the file itself without a signer.
      const proxied = variantFor(mediaVariants(chain.logo) ?? [], RETAILER_LOGO_PX)
      logos[chain.chainId] = proxied?.url ?? chain.logo.url
    }
    return { logos, tags: embeddedDocumentTags(result.docs) }
  },
)

/** Chain id → logo address, for the price cards (chains without a logo show their initials). */
export async function getRetailerLogos(): Promise<RetailerLogos> {
  return (await loadLogos()).logos
}
