import type { ReactNode } from 'react'
import { SiteChrome } from '@/chrome/SiteChrome'

export default function HomeLayout({ children }: { children: ReactNode }) {
  return <SiteChrome isHome>{children}</SiteChrome>
}
