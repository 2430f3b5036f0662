import { render, waitFor } from '@testing-library/react'
import { CONSENT_EVENT } from '@/privacy/consent/events'
import { stopAnalytics } from './analytics'
import { stopReplay } from './replay'
import { ThirdPartyBoot } from './ThirdPartyBoot.client'
import { recordFetch, resetPage, setConsent, setPrivacyConfig, VENDOR } from './testData'

describe('the page’s third-party boot', () => {
  let sent: ReturnType<typeof recordFetch>
  beforeEach(() => {
    resetPage()
    sent = recordFetch()
  })
  afterEach(() => {
    stopAnalytics()
    stopReplay()
    vi.unstubAllGlobals()
    resetPage()
  })
  /** Asks a running forwarder to send what it holds (as leaving the page does). */
  const leave = () => window.dispatchEvent(new Event('pagehide'))

  it('renders nothing', () => {
    const { container } = render(<ThirdPartyBoot />)
    expect(container.innerHTML).toBe('')
  })

  it('loads nothing before the reader consents, then forwards once they do', async () => {
    setPrivacyConfig()
    render(<ThirdPartyBoot />)
    await new Promise((r) => setTimeout(r, 50))
    leave()
    expect(sent).toEqual([])
    setConsent('accept')
    window.dispatchEvent(new Event(CONSENT_EVENT))
    await waitFor(() => {
      leave()
      expect(sent.map((r) => r.url)).toEqual([`${VENDOR}/v1/collect`])
    })
    expect(JSON.parse(String(sent[0]!.init.body)).e[0]).toMatchObject({ n: 'page_view', p: 'home' })
  })

  it('starts session replay only when configured and the reader consents, masked', async () => {
    const replay = {
      name: 'Replay',
      purpose: 'analytics',
      origins: ['https://replay.vendor.example'],
      endpoint: 'https://replay.vendor.example/ingest',
      role: 'replay',
      samplePercent: 100,
    }
    setPrivacyConfig([replay])
    document.body.innerHTML = '<main><p>Some words of the page</p></main>'
    render(<ThirdPartyBoot />)
    await new Promise((r) => setTimeout(r, 50))
    leave()
    expect(sent).toEqual([])
    setConsent('accept')
    window.dispatchEvent(new Event(CONSENT_EVENT))
    await waitFor(() => {
      leave()
      expect(sent.map((r) => r.url)).toEqual(['https://replay.vendor.example/ingest'])
    })
    expect(String(sent[0]!.init.body)).not.toContain('Some words')
  })

  it('with consent but no vendor configured, loads nothing', async () => {
    setPrivacyConfig([{ name: 'YouTube', purpose: 'media', origins: ['https://www.youtube-nocookie.com'] }])
    setConsent('accept')
    render(<ThirdPartyBoot />)
    await new Promise((r) => setTimeout(r, 50))
    leave()
    expect(sent).toEqual([])
  })
})
