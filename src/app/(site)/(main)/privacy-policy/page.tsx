import type { Metadata } from 'next'
import { LegalPage } from '@/chrome/LegalPage'
import { getSiteSettings } from '@/cms/reads'

export const metadata: Metadata = { title: 'Privacy policy', alternates: { canonical: '/privacy-policy' } }

export default async function PrivacyPolicyPage() {
  const settings = await getSiteSettings()
  return <LegalPage title="Privacy policy" document={settings.privacyPolicy} />
}
