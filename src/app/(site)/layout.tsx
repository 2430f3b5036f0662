import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { ThirdPartyBoot } from '@/chrome/Consent/islands.client'
import { EARLY_ERRORS_SCRIPT } from '@/chrome/Metrics/earlyErrors'
import { MetricsBoot } from '@/chrome/Metrics/islands.client'
import { registerImageSigner } from '@/content/imageAddress'
import { siteUrl } from '@/platform/runtime'
import { EARLY_CLICKS_SCRIPT } from '@/ui/earlyClicksScript'
import '../tokens.css'
import '../globals.css'
// The stylesheets of deferred islands rendered here (their code, and the CSS it imports, load later):
// linked with the page so that their server HTML is styled from the start. The conventions test keeps this whole.
import '@/chrome/Consent/Consent.module.css'

// Pages sign their images' proxy addresses (issue 31); also here for pages rendered while the site is built.
registerImageSigner()

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: 'Wellread', template: '%s | Wellread' },
  description: 'Clear, medically reviewed health information.',
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: '#0b6e5e',
}

export default function SiteRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <body>
        {/* First: a press on a button before the page has hydrated is kept for its island (src/ui/earlyClicks.ts). */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />
        {/* Errors before any island runs, kept on the data layer for the metrics forwarder (src/chrome/Metrics/). */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_ERRORS_SCRIPT }} />
        <link rel="alternate" type="application/rss+xml" title="Wellread: latest articles" href="/feed.xml" />
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {children}
        {/* Third parties (issue 18): loads the analytics forwarder only with consent and a vendor configured. */}
        <ThirdPartyBoot />
        {/* Readers' metrics (with analytics consent) and error reports (issue 29, ADR 27 §4). */}
        <MetricsBoot />
      </body>
    </html>
  )
}
