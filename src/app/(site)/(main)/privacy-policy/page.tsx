import type { Metadata } from 'next'
import { getSiteSettings } from '@/article/queries'
import { LegalPage } from '@/chrome/LegalPage'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Privacy policy', alternates: { canonical: '/privacy-policy' } }

export default async function PrivacyPolicyPage() {
  const settings = await getSiteSettings()
  return <LegalPage title="Privacy policy" document={settings.privacyPolicy} />
}
