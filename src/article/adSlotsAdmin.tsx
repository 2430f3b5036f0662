import type { AdminViewServerProps } from 'payload'
import { engineAdCatalog } from '@/cms/adCatalog'
import { AdSlotsView } from '@/cms/admin/AdSlots'
import { adCreativeNames, adPageSource, recentAdPages } from '@/cms/adTargeting'
import { adPagePlan } from './adSlotsPlan'

/**
 * Advertising → Who fills an ad slot (`/admin/ad-slots`, issue 28): the admin view, wired to the CMS's reads
 * and to the article pipeline's plan of a page's slots. It lives here, not in `src/cms/admin/`, because the
 * CMS stands below the article pipeline (ADR 22): the view itself is `cms/admin/AdSlots.tsx`.
 */
export function AdSlots(props: AdminViewServerProps) {
  return (
    <AdSlotsView
      {...props}
      reads={{
        catalog: engineAdCatalog,
        page: async (address) => adPagePlan(await adPageSource(address)),
        creativeNames: (ids) => adCreativeNames(ids),
        recent: () => recentAdPages(),
      }}
    />
  )
}
