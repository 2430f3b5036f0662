import type { Metadata } from 'next'
import { getSiteSettings } from '@/article/queries'
import { LegalPage } from '@/chrome/LegalPage'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Terms of use', alternates: { canonical: '/terms-of-use' } }

export default async function TermsOfUsePage() {
  const settings = await getSiteSettings()
  return <LegalPage title="Terms of use" document={settings.termsOfUse} />
}
