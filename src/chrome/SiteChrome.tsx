import type { ReactNode } from 'react'
import { getSiteSettings } from '@/article/queries'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/** Header, main landmark and footer around every reader page. */
export async function SiteChrome({ children, isHome = false }: { children: ReactNode; isHome?: boolean }) {
  const settings = await getSiteSettings()
  return (
    <>
      <SiteHeader siteName={settings.siteName || 'Wellread'} isHome={isHome} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter
        siteName={settings.siteName || 'Wellread'}
        copyrightHolder={settings.copyrightHolder || settings.siteName || 'Wellread'}
        editorialPolicy={settings.editorialPolicy}
      />
    </>
  )
}
