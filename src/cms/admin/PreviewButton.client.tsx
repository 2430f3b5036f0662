'use client'

import { useDocumentInfo } from '@payloadcms/ui'

/**
 * The article's preview button, in words rather than an icon: opens the newest draft (autosaved as the editor
 * types) in a new tab. The eye button beside it shows the live preview next to the form.
 */
export function PreviewButton() {
  const { id } = useDocumentInfo()
  if (id === undefined || id === null) return null
  return (
    <a
      href={`/next/preview?id=${encodeURIComponent(String(id))}`}
      target="_blank"
      rel="noopener"
      className="btn btn--style-secondary btn--size-medium btn--icon-style-without-border"
      style={{ margin: 0, whiteSpace: 'nowrap' }}
      id="preview-button"
    >
      Preview in new tab
    </a>
  )
}
