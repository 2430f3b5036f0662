/* The Payload admin, mounted at /admin. Wiring required by @payloadcms/next. */
import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'
import { importMap } from '../importMap.js'

type AdminPageProps = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export function generateMetadata({ params, searchParams }: AdminPageProps): Promise<Metadata> {
  return generatePageMetadata({ config, params, searchParams })
}

export default function AdminPage({ params, searchParams }: AdminPageProps) {
  return RootPage({ config, params, searchParams, importMap })
}
