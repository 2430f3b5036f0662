// @vitest-environment jsdom
import { startThirdPartyPeer } from '../../../tests/peers/thirdParty.mjs'
import { pageAnalyticsListed } from './listed'
import {
  inReplaySample,
  KEPT_ATTRIBUTES,
  type Recorder,
  replayAllowedOn,
  scrubReplayEvent,
  startReplay,
  stopReplay,
} from './replay'
import { replayVendor } from './replayVendor'
import { goTo, resetPage, setConsent, setPrivacyConfig } from './testData'
import { PAGE_ID_ATTRIBUTE, SENSITIVE_ATTRIBUTE, TOPIC_ATTRIBUTE } from './topic'

const ARTICLE = `<article data-article-path="/drugs/atorvastatin" ${PAGE_ID_ATTRIBUTE}="p0123456789abcdef" ${TOPIC_ATTRIBUTE}="atorvastatin lipitor statins cholesterol">
  <style>.cholesterol-chart { color: rebeccapurple }</style>
  <h1 id="atorvastatin-basics" title="Atorvastatin basics">Atorvastatin basics</h1>
  <p class="lead">Atorvastatin lowers LDL cholesterol.</p>
  <a href="/drugs/atorvastatin/side-effects" aria-label="Lipitor side effects">Side effects</a>
  <img src="/media/lipitor.jpg" alt="A Lipitor pack" width="300" height="200">
  <label for="zip">ZIP code</label><input id="zip" name="zip" value="">
</article>`

describe('session replay’s rules', () => {
  it('never records a sensitive article, nor the pages where readers type or see what is theirs', () => {
    document.body.innerHTML = ARTICLE
    expect(replayAllowedOn('/drugs/atorvastatin', document)).toBe(true)
    expect(replayAllowedOn('/', null)).toBe(true)
    for (const path of [
      '/search',
      '/search/',
      '/account/settings',
      '/sign-in',
      '/onboarding/topics',
      '/admin',
    ])
      expect(replayAllowedOn(path, null), path).toBe(false)
    // Not a prefix of another word: /searching-for-answers is an article path.
    expect(replayAllowedOn('/searching-for-answers', null)).toBe(true)
    document.querySelector('article')!.setAttribute(SENSITIVE_ATTRIBUTE, '')
    expect(replayAllowedOn('/drugs/atorvastatin', document)).toBe(false)
  })

  it('samples page views at the configured share', () => {
    expect(inReplaySample(10, () => 0.099)).toBe(true)
    expect(inReplaySample(10, () => 0.1)).toBe(false)
    expect(inReplaySample(100, () => 0.999)).toBe(true)
    expect(inReplaySample(0, () => 0)).toBe(false)
  })

  it('keeps only layout attributes, in snapshots and mutations, and names the page by its opaque id', () => {
    const snapshot = {
      type: 2,
      data: {
        node: {
          type: 2,
          tagName: 'a',
          attributes: { href: '/drugs/atorvastatin', class: 'link', 'aria-label': 'Lipitor', id: 'statins' },
          childNodes: [{ type: 3, textContent: '****' }],
        },
      },
    }
    expect(scrubReplayEvent(snapshot, 'x')).toEqual({
      type: 2,
      data: {
        node: {
          type: 2,
          tagName: 'a',
          attributes: { class: 'link' },
          childNodes: [{ type: 3, textContent: '****' }],
        },
      },
    })
    const mutation = {
      type: 3,
      data: { source: 0, attributes: [{ id: 4, attributes: { title: 'Lipitor', style: 'x' } }] },
    }
    expect(scrubReplayEvent(mutation, 'x')).toEqual({
      type: 3,
      data: { source: 0, attributes: [{ id: 4, attributes: { style: 'x' } }] },
    })
    expect(
      scrubReplayEvent(
        { type: 4, data: { href: 'https://site/drugs/atorvastatin', width: 1, height: 2 } },
        'https://site/p1',
      ),
    ).toEqual({ type: 4, data: { href: 'https://site/p1', width: 1, height: 2 } })
    // The site's hashed stylesheets keep their address (the vendor draws the page with them); inline CSS goes.
    const head = {
      type: 2,
      tagName: 'head',
      attributes: {},
      childNodes: [
        {
          type: 2,
          tagName: 'link',
          attributes: { rel: 'stylesheet', href: 'https://site/_next/static/chunks/a1.css' },
        },
        {
          type: 2,
          tagName: 'link',
          attributes: { rel: 'stylesheet', href: 'https://site/drugs/atorvastatin.css' },
        },
        { type: 2, tagName: 'a', attributes: { href: 'https://site/_next/static/x' } },
        {
          type: 2,
          tagName: 'style',
          attributes: {},
          childNodes: [{ type: 3, textContent: '.steps{}', isStyle: true }],
        },
      ],
    }
    expect(scrubReplayEvent(head, 'x')).toEqual({
      ...head,
      childNodes: [
        {
          type: 2,
          tagName: 'link',
          attributes: { rel: 'stylesheet', href: 'https://site/_next/static/chunks/a1.css' },
        },
        { type: 2, tagName: 'link', attributes: { rel: 'stylesheet' } },
        { type: 2, tagName: 'a', attributes: {} },
        {
          type: 2,
          tagName: 'style',
          attributes: {},
          childNodes: [{ type: 3, textContent: '', isStyle: true }],
        },
      ],
    })
    for (const name of [
      'href',
      'src',
      'alt',
      'title',
      'id',
      'value',
      'placeholder',
      'aria-label',
      'content',
      '_cssText',
    ])
      expect(KEPT_ATTRIBUTES.has(name), name).toBe(false)
  })

  it('is off unless the operator configured a vendor with a share', () => {
    expect(replayVendor({ policyVersion: 1, thirdParties: [] })).toBeNull()
    const entry = {
      name: 'R',
      purpose: 'analytics' as const,
      origins: ['https://r.example'],
      endpoint: 'https://r.example/i',
    }
    expect(replayVendor({ policyVersion: 1, thirdParties: [entry] })).toBeNull()
    expect(
      replayVendor({
        policyVersion: 1,
        thirdParties: [{ ...entry, role: 'replay', samplePercent: 5 } as typeof entry],
      }),
    ).toEqual({
      endpoint: 'https://r.example/i',
      samplePercent: 5,
    })
  })
})

describe('session replay against a local stand-in', () => {
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
      {
        name: 'Stand-in replay',
        purpose: 'analytics',
        origins: [peer.origin],
        endpoint: `${peer.origin}/replay`,
        role: 'replay',
        samplePercent: 10,
      },
    ])
    goTo('/drugs/atorvastatin')
    document.body.innerHTML = ARTICLE
  })
  afterEach(() => {
    stopReplay()
    resetPage()
  })

  const leave = () => window.dispatchEvent(new Event('pagehide'))

  it('records nothing without consent, on a sensitive article, or outside the sample', async () => {
    setConsent('reject')
    expect(await startReplay({ random: () => 0 })).toBe('no-consent')
    setConsent('accept')
    expect(await startReplay({ random: () => 0.5 })).toBe('not-sampled')
    document.querySelector('article')!.setAttribute(SENSITIVE_ATTRIBUTE, '')
    expect(await startReplay({ random: () => 0 })).toBe('not-here')
    leave()
    await new Promise((r) => setTimeout(r, 100))
    expect(peer.requests).toEqual([])
  })

  it('sends the page’s layout with every text and input masked, and no word of its topic', async () => {
    setConsent('accept')
    expect(await startReplay({ random: () => 0 })).toBe('recording')
    const input = document.querySelector('input')!
    input.value = 'reader@example.com 94110'
    input.dispatchEvent(new Event('input', { bubbles: true }))
    const more = document.createElement('p')
    more.textContent = 'Lipitor interacts with grapefruit.'
    more.setAttribute('title', 'Lipitor note')
    document.querySelector('article')!.append(more)
    await new Promise((r) => setTimeout(r, 50))
    leave()
    const [request] = await peer.waitForRequests(1)
    expect(request).toMatchObject({ method: 'POST', path: '/replay', cookie: null, referer: null })
    const body = JSON.parse(request!.body) as { v: number; page: string; events: { type: number }[] }
    expect(body.page).toBe(`${window.location.origin}/p0123456789abcdef`)
    // A full snapshot (2) went, with the masked text in it.
    expect(body.events.map((e) => e.type)).toContain(2)
    expect(request!.body).toContain('**********')
    expect(request!.body).not.toMatch(
      /atorvastatin|lipitor|statin|cholesterol|grapefruit|reader@example|94110|drugs/i,
    )
  })

  it('stops, and sends nothing more, once a sensitive article joins the page', async () => {
    setConsent('accept')
    const emitted: Array<(e: unknown) => void> = []
    const record: Recorder = ({ emit }) => {
      emitted.push(emit)
      return () => {}
    }
    expect(await startReplay({ random: () => 0, record, flushMs: 10_000 })).toBe('recording')
    emitted[0]!({ type: 2, data: {} })
    const next = document.createElement('article')
    next.setAttribute(SENSITIVE_ATTRIBUTE, '')
    document.body.append(next)
    emitted[0]!({ type: 3, data: {} })
    leave()
    await new Promise((r) => setTimeout(r, 100))
    expect(peer.requests).toEqual([])
  })
})

describe('the boot’s first check', () => {
  it('wakes for a collector or a replay vendor, never for GA4 (relayed by the server)', () => {
    const entry = { name: 'x', purpose: 'analytics' as const, origins: ['https://x.example'] }
    const listed = (thirdParties: unknown[]) =>
      pageAnalyticsListed({ policyVersion: 1, thirdParties: thirdParties as (typeof entry)[] })
    expect(listed([])).toBe(false)
    expect(listed([{ ...entry, endpoint: 'https://x.example/c' }])).toBe(true)
    expect(listed([{ ...entry, endpoint: 'https://x.example/r', role: 'replay', samplePercent: 5 }])).toBe(
      true,
    )
    expect(listed([{ ...entry, endpoint: 'https://x.example/mp', role: 'relay' }])).toBe(false)
    expect(listed([{ ...entry, purpose: 'advertising', endpoint: 'https://x.example/t' }])).toBe(false)
  })
})
