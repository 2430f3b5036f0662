import type { Metadata } from 'next'
import { ErrorPageView } from '@/chrome/ErrorPageView'

export const dynamic = 'force-dynamic'

/** The spec's /_error route (001 §2): the error page in the site chrome. */
export const metadata: Metadata = { title: 'Something went wrong', robots: { index: false } }

export default function ErrorRoute() {
  return <ErrorPageView />
}
