import { unstable_rethrow } from 'next/navigation'
import { relationId } from '@/cms/cacheTags'
import { getDrugWidgetData, getRetailerLogos } from '@/cms/drugCatalog'
import { drugWidgetData, type StoredDrug } from '@/cms/drugWidgetData'
import type { DrugCostSavingsBlock } from '@/cms/payload-types'
import { AdInPlaceOfDriver } from '@/placements/ads/AdSlot'
import type { DrugWidgetData } from '@/services/pricing/shared'
import type { WidgetProps } from '../types'
import { DrugCostSavingsIsland } from './DrugCostSavings.lazy.client'
import { drugCostSavingsIslandProps } from './islandProps'
// The stylesheets of deferred islands rendered here (their code, and the CSS it imports, load later):
// linked with the page so that their server HTML is styled from the start. The conventions test keeps this whole.
import '@/widgets/DrugCostSavings/DrugCostSavings.module.css'
import { log } from '@/platform/log.mjs'

/** Where the widget's drug and the chains' logos come from: the CMS, or what a test passes in. */
export type DrugSource = {
  drug: (id: string | number) => Promise<DrugWidgetData | null>
  logos: () => Promise<Record<string, string>>
}

export const cmsDrugSource: DrugSource = { drug: getDrugWidgetData, logos: getRetailerLogos }

type Props = WidgetProps<DrugCostSavingsBlock> & { source?: DrugSource }

/**
 * The drug price comparison (002 §2.1). Everything here is the same for every reader, so the page stays one
 * cached page: the block, the page's template, the drug from the CMS and the chains' logos become the
 * island's props; the island shows the widget to readers in the US only and asks for prices in the browser.
 *
 * The drug is read by id through a cached read tagged with it (the block does not populate it); a drug
 * already populated, as the widget gallery's tests pass it, is used as given and without logos (the cards
 * then show the chains' initials). If the CMS cannot be read the widget is left out and the problem logged;
 * without logos the cards show initials.
 */
export async function DrugCostSavings({ block, context, ordinal, source = cmsDrugSource }: Props) {
  let drug: DrugWidgetData | null = null
  let retailerLogos: Record<string, string> = {}
  const value: unknown = block.drug
  if (value && typeof value === 'object') {
    drug = drugWidgetData(value as StoredDrug)
  } else {
    const id = relationId(value)
    try {
      drug = id === null ? null : await source.drug(id)
    } catch (error) {
      unstable_rethrow(error)
      log('widgets').error(
        { err: error, widget: 'drugCostSavings' },
        'could not read the drug; the widget is left out',
      )
      return null
    }
    if (drug) {
      try {
        retailerLogos = await source.logos()
      } catch (error) {
        unstable_rethrow(error)
        log('widgets').error(
          { err: error, widget: 'drugCostSavings' },
          'could not read the pharmacy logos; the cards show initials',
        )
      }
    }
  }
  const props = drugCostSavingsIslandProps({
    block,
    template: context.template,
    articlePath: context.articlePath,
    drug,
    retailerLogos,
    ordinal,
  })
  if (!props) return null
  const island = <DrugCostSavingsIsland {...props} />
  // 002 §2.1 item 6: on the rybelsus test page an ad takes the copay driver's place (where the page shows ads).
  if (!props.adInsteadOfDriver || !context.ads) return island
  return (
    <>
      <AdInPlaceOfDriver />
      {island}
    </>
  )
}
