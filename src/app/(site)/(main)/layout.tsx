import type { ReactNode } from 'react'
import { SiteChrome } from '@/chrome/SiteChrome'

export default function MainLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>
}
