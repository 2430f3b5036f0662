import type { Metadata } from 'next'
import { SectionPage, sectionMetadata } from '@/article/SectionPage'

type Props = { params: Promise<{ section: string }> }

// Rendered on first request, then served from the page cache until an article changes (tag `articles`).
export const dynamicParams = true
export async function generateStaticParams(): Promise<{ section: string }[]> {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sectionMetadata((await params).section, 1)
}

export default async function SectionFirstPage({ params }: Props) {
  return <SectionPage section={(await params).section} page={1} />
}
