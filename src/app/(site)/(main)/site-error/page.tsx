import type { Metadata } from 'next'
import { ErrorPageView } from '@/chrome/ErrorPageView'

/**
 * The spec's /_error route (001 §2): the error page in the site chrome. Next.js reserves the `/_error` path
 * (it 404s it before routing), so next.config.ts rewrites `/_error` here. Static, cached, not indexed.
 */
export const metadata: Metadata = {
  title: 'Something went wrong',
  robots: { index: false },
  alternates: { canonical: '/_error' },
}

export default function ErrorRoute() {
  return <ErrorPageView />
}
