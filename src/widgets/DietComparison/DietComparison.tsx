import { unstable_rethrow } from 'next/navigation'
import { tagPage } from '@/cms/cache'
import { DIETS_TAG } from '@/cms/collections/Diets'
import type { DietComparisonBlock } from '@/cms/payload-types'
import { log } from '@/platform/log.mjs'
import { widgetDomId } from '../commerce/rules'
import type { WidgetProps } from '../types'
import { LazyDietComparison } from './DietComparison.lazy.client'
import styles from './DietComparison.module.css'
import { DietComparisonView } from './DietComparisonView'
import { HEADING, INTRO, initialComparison } from './dietComparison'
import { needsDietsRead, offeredDiets } from './diets'
import { loadDiets } from './loadDiets'

type Props = WidgetProps<DietComparisonBlock> & {
  /** Where every diet comes from: the CMS (the default), or what a test passes in. */
  loadAll?: () => Promise<readonly unknown[]>
}

/**
 * Diet comparison (002 §2.4, §4.8): the heading, the line, the dropdown's header and the first two diets
 * of the block side by side, all in the server HTML (readable without JavaScript; it holds the widget's
 * space). The dropdown, search and compare load near the viewport as one client leaf that renders the same
 * markup. The diets come from one cached read of Content → Diets (or from the block's picks when they come
 * populated, as the gallery's tests pass them); either way the page carries the `diets` tag, so a diet's
 * edit regenerates the pages that show it. With fewer than two diets,
 * or when the CMS cannot be read, the widget is left out (the problem is logged).
 */
export async function DietComparison({ block, context, ordinal = 1, loadAll = loadDiets }: Props) {
  let all: readonly unknown[] = []
  if (needsDietsRead(block.diets)) {
    try {
      all = await loadAll()
    } catch (error) {
      unstable_rethrow(error)
      log('widgets').error(
        { err: error, widget: 'dietComparison' },
        'could not read Content → Diets; the widget is left out',
      )
      return null
    }
  } else {
    // Picks that came populated (the gallery's tests; an article read deeper than the field's maxDepth):
    // the page still carries the tag a diet's edit revalidates.
    await tagPage([DIETS_TAG])
  }
  const diets = offeredDiets(block.diets, all, context.siteHost)
  const initial = initialComparison(diets.map((diet) => diet.id))
  if (!initial) return null
  const idBase = widgetDomId('diet-comparison', block.id, ordinal)
  return (
    <section className={styles.root} aria-labelledby={`${idBase}-heading`}>
      <h2 className={styles.heading} id={`${idBase}-heading`}>
        {HEADING}
      </h2>
      <p className={styles.intro}>{INTRO}</p>
      <LazyDietComparison leafProps={{ idBase, diets }}>
        <DietComparisonView idBase={idBase} diets={diets} state={initial} />
      </LazyDietComparison>
    </section>
  )
}
