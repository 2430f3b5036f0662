'use client'

import { useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import {
  breadcrumbUrl,
  SEO_DESCRIPTION_SHOWN,
  SEO_TITLE_SHOWN,
  seoImage,
  seoText,
  truncateForPreview,
} from '@/lib/seo'

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)
const idOf = (v: unknown): string | number | null =>
  typeof v === 'number' || typeof v === 'string'
    ? v
    : v && typeof v === 'object' && 'id' in v
      ? ((v as { id: string | number }).id ?? null)
      : null

/** The image's address, read from the CMS (the form holds only its id). */
function useImageUrl(id: string | number | null): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (id === null) {
      setUrl(null)
      return
    }
    const controller = new AbortController()
    fetch(`/api/cms/media/${encodeURIComponent(String(id))}?depth=0`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((res) => (res.ok ? res.json() : null))
      .then((doc: { url?: unknown; sizes?: { card?: { url?: unknown } } } | null) =>
        setUrl(str(doc?.sizes?.card?.url) ?? str(doc?.url)),
      )
      .catch(() => {})
    return () => controller.abort()
  }, [id])
  return url
}

/**
 * Previews of the search result and the social card, as the editor types, with the same fallbacks as the page
 * (search title → title, description → summary, share image → hero image).
 */
export function SeoPreview() {
  const values = useFormFields(([fields]) => ({
    title: str(fields.title?.value),
    summary: str(fields.summary?.value),
    metaTitle: str(fields['meta.title']?.value),
    metaDescription: str(fields['meta.description']?.value),
    section: str(fields.section?.value),
    slug: str(fields.slug?.value),
    image: idOf(fields['meta.image']?.value),
    hero: idOf(fields.heroImage?.value),
  }))
  const text = seoText({
    title: values.title,
    summary: values.summary,
    meta: { title: values.metaTitle, description: values.metaDescription },
  })
  const imageUrl = useImageUrl(seoImage(values.image, values.hero))
  const host = typeof window === 'undefined' ? 'wellread' : window.location.host
  const path = `/${values.section ?? 'health'}/${values.slug || 'new-article'}`
  const title = text.title || 'Add a title'
  const description = text.description || 'Add a summary or a search description.'

  return (
    <div style={{ display: 'grid', gap: 16, marginBottom: 24 }}>
      <section aria-label="Search result preview">
        <p style={{ margin: '0 0 6px', fontWeight: 600 }}>In search results</p>
        <div
          style={{
            maxWidth: 600,
            padding: 12,
            border: '1px solid var(--theme-elevation-150)',
            borderRadius: 8,
            background: '#fff',
            color: '#202124',
            fontFamily: 'Arial, sans-serif',
          }}
        >
          <div style={{ fontSize: 13, color: '#4d5156' }}>{breadcrumbUrl(host, path)}</div>
          <div style={{ fontSize: 19, color: '#1a0dab', lineHeight: 1.3, margin: '2px 0' }}>
            {truncateForPreview(title, SEO_TITLE_SHOWN)}
          </div>
          <div style={{ fontSize: 14, color: '#4d5156', lineHeight: 1.5 }}>
            {truncateForPreview(description, SEO_DESCRIPTION_SHOWN)}
          </div>
        </div>
        <p style={{ margin: '6px 0 0', color: 'var(--theme-elevation-500)', fontSize: 13 }}>
          Title from {text.titleFrom === 'meta' ? 'the search title' : 'the article’s title'} ({title.length}{' '}
          characters); description from{' '}
          {text.descriptionFrom === 'meta' ? 'the search description' : 'the summary'} ({description.length}{' '}
          characters).
        </p>
      </section>
      <section aria-label="Social card preview">
        <p style={{ margin: '0 0 6px', fontWeight: 600 }}>When shared</p>
        <div
          style={{
            maxWidth: 500,
            border: '1px solid var(--theme-elevation-150)',
            borderRadius: 8,
            overflow: 'hidden',
            background: '#fff',
            color: '#1c1e21',
            fontFamily: 'Helvetica, Arial, sans-serif',
          }}
        >
          {imageUrl ? (
            <img
              src={imageUrl}
              alt=""
              style={{ display: 'block', width: '100%', aspectRatio: '1.91 / 1', objectFit: 'cover' }}
            />
          ) : (
            <div
              style={{
                aspectRatio: '1.91 / 1',
                display: 'grid',
                placeItems: 'center',
                background: '#f0f2f5',
                color: '#606770',
              }}
            >
              No image: pick a hero image or a share image
            </div>
          )}
          <div style={{ padding: '10px 12px', background: '#f0f2f5' }}>
            <div style={{ fontSize: 12, color: '#606770', textTransform: 'uppercase' }}>{host}</div>
            <div style={{ fontSize: 16, fontWeight: 600, margin: '2px 0' }}>
              {truncateForPreview(title, 88)}
            </div>
            <div style={{ fontSize: 14, color: '#606770' }}>{truncateForPreview(description, 110)}</div>
          </div>
        </div>
      </section>
    </div>
  )
}
