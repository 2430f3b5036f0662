import type { Metadata } from 'next'
import { LegalPage } from '@/chrome/LegalPage'
import { getSiteSettings } from '@/cms/reads'

export const metadata: Metadata = { title: 'Terms of use', alternates: { canonical: '/terms-of-use' } }

export default async function TermsOfUsePage() {
  const settings = await getSiteSettings()
  return <LegalPage title="Terms of use" document={settings.termsOfUse} />
}
