'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'

/**
 * "View on site" in the article's sidebar: once the article is published, a link to its live page (opens in
 * a new tab), so editors can check what readers see right after publishing.
 */
export function ViewOnSite() {
  const { hasPublishedDoc } = useDocumentInfo()
  const section = useFormFields(([fields]) => fields.section?.initialValue)
  const slug = useFormFields(([fields]) => fields.slug?.initialValue)
  if (!hasPublishedDoc || typeof section !== 'string' || typeof slug !== 'string' || !slug) return null
  const path = `/${section}/${slug}`
  return (
    <div style={{ marginBottom: 'var(--spacing-field, 24px)' }}>
      <a href={path} target="_blank" rel="noopener" className="btn btn--style-secondary btn--size-small">
        View on site ↗
      </a>
      <p style={{ margin: '6px 0 0', color: 'var(--theme-elevation-500)' }}>
        The published page at {path}. Unpublished changes are not on it until you publish them.
      </p>
    </div>
  )
}
