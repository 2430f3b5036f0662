/**
 * The admin's live-preview messages (Payload 3's protocol): the preview page tells the admin it is ready, and
 * the admin posts a document event after each save. `@payloadcms/live-preview-react` implements the same two
 * messages, but it has no release matching our Payload version and Payload refuses mismatched packages
 * (ADR 12), so the preview leaf speaks them itself. Pure.
 */
export const READY_MESSAGE = { type: 'payload-live-preview', ready: true } as const

/** Whether a message is the admin's "the document was saved" from our own origin. */
export function isSaveEvent(event: { origin: string; data: unknown }, origin: string): boolean {
  return (
    event.origin === origin &&
    typeof event.data === 'object' &&
    event.data !== null &&
    (event.data as { type?: unknown }).type === 'payload-document-event'
  )
}
