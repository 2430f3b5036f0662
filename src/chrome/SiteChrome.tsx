import type { ReactNode } from 'react'
import { getNavigation, getSiteSettings } from '@/cms/reads'
import { NewsletterDialog } from '@/placements/newsletter/islands.client'
import { defaultNewsletterList } from '@/placements/newsletter/newsletterDialog'
import { ownHost } from '@/platform/runtime'
import { availableSignInOptions } from '@/services/auth'
import { AccountBoot } from './Account/islands.client'
import { AnnouncementBar } from './AnnouncementBar/AnnouncementBar'
import { ConsentBanner } from './Consent/ConsentBanner'
import { ExperimentsBoot } from './ExperimentsBoot'
import { navigationView } from './Header/nav'
import { SecondaryNav } from './Header/SecondaryNav'
import { SiteHeader } from './Header/SiteHeader'
import { HeaderSearch } from './Search/islands.client'
import { SiteFooter } from './SiteFooter'
// The stylesheets of deferred islands rendered here (their code, and the CSS it imports, load later):
// linked with the page so that their server HTML is styled from the start. The conventions test keeps this whole.
import '@/chrome/Search/HeaderSearch.module.css'
import '@/placements/newsletter/NewsletterDialog.module.css'
import '@/ui/modal/Modal.module.css'

/** The element after the top chrome (bar, header, secondary navigation) that the first paint waits for. */
const TOP_CHROME_END = 'top-chrome-end'

/** Header, main landmark and footer around every reader page. */
export async function SiteChrome({
  children,
  isHome = false,
  header = 'full',
  secondaryNav = true,
}: {
  children: ReactNode
  isHome?: boolean
  header?: 'full' | 'minimal'
  secondaryNav?: boolean
}) {
  const [settings, navigation] = await Promise.all([getSiteSettings(), getNavigation()])
  const siteName = settings.siteName || 'Wellread'
  const nav = navigationView(navigation, settings.siteHost || ownHost())
  return (
    <>
      {/* The first paint waits until the bar and the header are read whole (React puts the link in <head>): a
          busy machine or a slow network once painted the bar before its call to action had arrived, and the
          message moved when it did (a layout shift). Browsers without `rel=expect` paint as before. */}
      <link rel="expect" href={`#${TOP_CHROME_END}`} blocking="render" />
      {/* Privacy settings, the consent boot script (before anything is painted) and the banner (issue 18). */}
      <ConsentBanner />
      <ExperimentsBoot />
      <AnnouncementBar />
      <SiteHeader
        siteName={siteName}
        navigation={nav}
        variant={header}
        isHome={isHome}
        search={<HeaderSearch />}
      />
      {/* The Subscribe button's dialog (placement headerNewsletter): nothing in the HTML until it opens. */}
      {header === 'full' ? (
        <NewsletterDialog
          defaultList={defaultNewsletterList(settings.promotions?.defaultNewsletterList)}
          siteName={siteName}
        />
      ) : null}
      {/* Sign-in sheet and onboarding panel (issue 18): nothing in the HTML; code loads on demand. The ways
          to sign in are the site's configuration, the same for every reader (ADR 25). */}
      {header === 'full' ? (
        <AccountBoot
          newsletterList={defaultNewsletterList(settings.promotions?.defaultNewsletterList)}
          siteName={siteName}
          signInOptions={availableSignInOptions()}
        />
      ) : null}
      {secondaryNav && header === 'full' && nav.secondary ? <SecondaryNav nav={nav.secondary} /> : null}
      <span id={TOP_CHROME_END} hidden />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter
        siteName={siteName}
        copyrightHolder={settings.copyrightHolder || siteName}
        editorialPolicy={settings.editorialPolicy}
      />
    </>
  )
}
