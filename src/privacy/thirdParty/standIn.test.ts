// @vitest-environment jsdom
import {
  COLLECT_PATH,
  PARTNER_AD_PATH,
  PARTNER_AD_TEXT,
  PARTNER_TAG_PATH,
  PEER_COOKIE,
  readThirdPartyRequests,
  resetThirdPartyPeer,
  startThirdPartyPeer,
} from '../../../tests/peers/thirdParty.mjs'
import { batchBody, startAnalytics, stopAnalytics } from './analytics'
import { thirdPartyRequest } from './guard'
import { goTo, resetPage, setConsent, setPrivacyConfig } from './testData'
import { PAGE_ID_ATTRIBUTE, TOPIC_ATTRIBUTE } from './topic'

/**
 * The guard and the forwarder against the local stand-in third party (`tests/peers/thirdParty.mjs`), the
 * same server the end-to-end test registers with the app: what really arrives at another host.
 */
describe('the stand-in third party', () => {
  let peer: Awaited<ReturnType<typeof startThirdPartyPeer>>
  beforeAll(async () => {
    peer = await startThirdPartyPeer()
  })
  afterAll(async () => {
    await peer.close()
  })
  beforeEach(() => {
    peer.reset()
    resetPage()
    setPrivacyConfig([
      { name: 'Stand-in analytics', purpose: 'analytics', origins: [peer.origin], endpoint: peer.collectUrl },
      { name: 'Sponsors’ tracking pixels', purpose: 'advertising', origins: [peer.origin] },
    ])
    goTo('/drugs/atorvastatin')
    document.body.innerHTML = `<article data-article-path="/drugs/atorvastatin" ${PAGE_ID_ATTRIBUTE}="p0123456789abcdef" ${TOPIC_ATTRIBUTE}="atorvastatin lipitor statins cholesterol"></article>`
  })
  afterEach(() => {
    stopAnalytics()
    resetPage()
  })

  it('records what it gets, and registers itself through the operator’s variables', async () => {
    expect(peer.env).toEqual({
      ANALYTICS_VENDOR_URL: `${peer.origin}${COLLECT_PATH}`,
      ANALYTICS_VENDOR_NAME: 'Stand-in analytics',
      AD_PIXEL_ORIGINS: peer.origin,
      AD_PARTNER_URL: `${peer.origin}${PARTNER_TAG_PATH}`,
      AD_PARTNER_NAME: 'Stand-in ad partner',
    })
    // The stand-in ad partner: a GPT-style tag (cross-origin readable), and the ad it asks for.
    const tag = await fetch(`${peer.origin}${PARTNER_TAG_PATH}`)
    expect(tag.headers.get('content-type')).toMatch(/^application\/javascript/)
    expect(tag.headers.get('access-control-allow-origin')).toBe('*')
    expect(await tag.text()).toContain('g.defineSlot = function')
    expect(await (await fetch(`${peer.origin}${PARTNER_AD_PATH}?sz=300x250`)).json()).toEqual({
      text: PARTNER_AD_TEXT,
    })
    peer.reset()
    const answer = await fetch(`${peer.origin}/p.gif?k=a%20b&k=c`, {
      headers: { referer: 'https://wellread.example/x', cookie: 'a=1' },
    })
    expect(answer.headers.get('set-cookie')).toMatch(new RegExp(`^${PEER_COOKIE}=`))
    await fetch(peer.collectUrl, { method: 'POST', body: '{"x":1}' })
    expect(peer.requests.map((r) => [r.method, r.path, r.query, r.referer, r.cookie, r.body])).toEqual([
      ['GET', '/p.gif', { k: ['a b', 'c'] }, 'https://wellread.example/x', 'a=1', ''],
      ['POST', COLLECT_PATH, {}, null, null, '{"x":1}'],
    ])
    peer.reset()
    expect(peer.requests).toEqual([])
  })

  it('can be read and reset over HTTP by tests in another process, which it does not record', async () => {
    await fetch(`${peer.origin}/p.gif?c=1`)
    const seen = await readThirdPartyRequests(peer.origin)
    expect(seen.map((r) => r.url)).toEqual(['/p.gif?c=1'])
    await resetThirdPartyPeer(peer.origin)
    expect(await readThirdPartyRequests(peer.origin)).toEqual([])
    expect(peer.requests).toEqual([])
  })

  it('gets nothing before the reader chooses, nor after Reject all', async () => {
    for (const choice of ['none', 'reject'] as const) {
      setConsent(choice)
      expect(thirdPartyRequest(`${peer.origin}/p.gif?c=1`, { purpose: 'advertising', kind: 'image' })).toBe(
        false,
      )
      startAnalytics()
      window.dispatchEvent(new Event('pagehide'))
      stopAnalytics()
    }
    await new Promise((r) => setTimeout(r, 200))
    expect(peer.requests).toEqual([])
  })

  it('after Accept all gets the events without cookies, referrer or any topic word', async () => {
    setConsent('accept')
    startAnalytics()
    window.dispatchEvent(new Event('pagehide'))
    const pixelSent = thirdPartyRequest(`${peer.origin}/p.gif?c=42`, {
      purpose: 'advertising',
      kind: 'image',
    })
    expect(pixelSent).toBe(true)
    const got = await peer.waitForRequests(2)
    const collect = got.find((r) => r.path === COLLECT_PATH)!
    expect(JSON.parse(collect.body)).toEqual({
      v: 1,
      o: window.location.origin,
      e: [expect.objectContaining({ n: 'page_view', p: 'p0123456789abcdef' })],
    })
    expect(got.find((r) => r.path === '/p.gif')?.query).toEqual({ c: ['42'] })
    for (const r of got) {
      expect(r.cookie).toBeNull()
      expect(r.referer).toBeNull()
      expect(`${r.url} ${r.body}`).not.toMatch(/atorvastatin|lipitor|statin|cholesterol|drugs/i)
    }
    expect(batchBody('x', [])).toBe('{"v":1,"o":"x","e":[]}')
  })
})
