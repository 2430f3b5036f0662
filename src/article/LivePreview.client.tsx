'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { isSaveEvent, READY_MESSAGE } from './livePreview'

/**
 * In the admin's live preview (an editor's draft-mode page inside the admin's frame): re-render the page from
 * the newest draft each time the form autosaves, so the preview follows the editor's typing. Rendered only in
 * draft mode; readers never load it.
 */
export function LivePreview() {
  const router = useRouter()
  useEffect(() => {
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (isSaveEvent(event, origin)) router.refresh()
    }
    window.addEventListener('message', onMessage)
    const host = window.opener ?? (window.parent !== window ? window.parent : null)
    host?.postMessage(READY_MESSAGE, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  // A marker only (tests and support can tell the preview is listening); nothing visible.
  return <span hidden data-live-preview="listening" />
}
