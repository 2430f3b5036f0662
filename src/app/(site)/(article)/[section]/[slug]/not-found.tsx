import type { Metadata } from 'next'
import { NotFoundView } from '@/chrome/NotFoundView'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

export default function ArticleNotFound() {
  return <NotFoundView />
}
