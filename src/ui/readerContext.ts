/*
 * Client-side: the reader's context for per-reader islands on cached pages (docs/adr/0010). Import from
 * *.client.tsx leaves. One request per page view, shared by every island that asks.
 */
import { useEffect, useState } from 'react'
import { parseReaderContext, READER_ENDPOINT, type ReaderContext } from '../lib/reader/contract'

let pending: Promise<ReaderContext | null> | null = null

/**
 * The reader's context from `GET /api/reader`, asked once per page view. Null when it cannot be known
 * (offline, an error): islands then show their reader-neutral state.
 */
export function loadReaderContext(fetcher: typeof fetch = fetch): Promise<ReaderContext | null> {
  pending ??= fetcher(READER_ENDPOINT, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  })
    .then(async (res) => {
      if (!res.ok) throw new Error(`Fetch failure: ${READER_ENDPOINT} ${res.status}`)
      const context = parseReaderContext(await res.json())
      if (!context) throw new Error(`Unexpected answer from ${READER_ENDPOINT}`)
      return context
    })
    .catch((error: unknown) => {
      console.warn('[reader] context unavailable', error)
      pending = null // ask again on the next island that needs it
      return null
    })
  return pending
}

/** Forget the answer (tests; a client-side navigation that should ask again). */
export function forgetReaderContext(): void {
  pending = null
}

/**
 * The reader's country (e.g. "US"), or null until it is known. Null on the server and on the first client
 * render, so the island's server HTML and its hydration agree; the island reserves its space meanwhile.
 */
export function useReaderCountry(): string | null {
  const [country, setCountry] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void loadReaderContext().then((context) => {
      if (live && context) setCountry(context.country)
    })
    return () => {
      live = false
    }
  }, [])
  return country
}
