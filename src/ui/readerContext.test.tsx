import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetReaderContext, loadReaderContext, useReaderCountry } from './readerContext'

function UsOnly() {
  const country = useReaderCountry()
  if (country === null) return <p>Checking where you are…</p>
  return <p>{country === 'US' ? 'Prices at US pharmacies' : 'Not available in your country'}</p>
}

const answering = (body: unknown, status = 200) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )

afterEach(() => {
  forgetReaderContext()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('reader context', () => {
  it('asks /api/reader once per page view, however many islands ask', async () => {
    const fetcher = answering({ country: 'US' })
    const [a, b] = await Promise.all([loadReaderContext(fetcher), loadReaderContext(fetcher)])
    expect(a).toEqual({ country: 'US' })
    expect(b).toEqual({ country: 'US' })
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(fetcher).toHaveBeenCalledWith(
      '/api/reader',
      expect.objectContaining({ credentials: 'same-origin' }),
    )
  })

  it.each([
    ['an error status', answering({ error: 'x' }, 503)],
    ['a malformed answer', answering({ country: 'United States' })],
  ])('is null after %s, and asks again next time', async (_name, fetcher) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await loadReaderContext(fetcher)).toBeNull()
    const ok = answering({ country: 'DE' })
    expect(await loadReaderContext(ok)).toEqual({ country: 'DE' })
  })

  it('an island renders its neutral state on the server, then the reader’s', async () => {
    expect(renderToString(<UsOnly />)).toContain('Checking where you are…')
    vi.stubGlobal('fetch', answering({ country: 'US' }))
    render(<UsOnly />)
    expect(screen.getByText('Checking where you are…')).toBeInTheDocument()
    expect(await screen.findByText('Prices at US pharmacies')).toBeInTheDocument()
  })

  it('shows a reader abroad the other state', async () => {
    vi.stubGlobal('fetch', answering({ country: 'FR' }))
    render(<UsOnly />)
    expect(await screen.findByText('Not available in your country')).toBeInTheDocument()
  })
})
