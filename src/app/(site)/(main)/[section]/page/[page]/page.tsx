import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { parseSectionPage, SectionPage, sectionMetadata } from '@/article/SectionPage'

type Props = { params: Promise<{ section: string; page: string }> }

// Older pages of a section (`/health/page/2`), cached like the first page.
export const dynamicParams = true
export async function generateStaticParams(): Promise<{ section: string; page: string }[]> {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { section, page } = await params
  const n = parseSectionPage(page)
  return n === null ? {} : sectionMetadata(section, n)
}

export default async function SectionOlderPage({ params }: Props) {
  const { section, page } = await params
  const n = parseSectionPage(page)
  if (n === null) notFound()
  return <SectionPage section={section} page={n} />
}
