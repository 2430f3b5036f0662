/* Not-found view inside the Payload admin. Wiring required by @payloadcms/next. */
import config from '@payload-config'
import { generatePageMetadata, NotFoundPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'
import { importMap } from '../importMap.js'

type AdminNotFoundProps = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export function generateMetadata({ params, searchParams }: AdminNotFoundProps): Promise<Metadata> {
  return generatePageMetadata({ config, params, searchParams })
}

export default function AdminNotFound({ params, searchParams }: AdminNotFoundProps) {
  return NotFoundPage({ config, params, searchParams, importMap })
}
