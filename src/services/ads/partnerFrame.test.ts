// @vitest-environment node
import { handlePartnerFrame, NO_PARTNER_MESSAGE, partnerFrameHtml } from './partnerFrame'
import { PARTNER_MESSAGE } from './shared'

const PARTNER = { url: 'https://tags.partner.example/gpt.js', unit: '/1234/wellread' }
const get = (query: string) => new Request(`http://site.test/api/ads/partner-frame${query}`)

describe('GET /api/ads/partner-frame', () => {
  it('answers the same document for every page: the slot’s size and unit, the tag without credentials', async () => {
    const res = handlePartnerFrame(get('?size=mediumRect&position=MMR2'), PARTNER)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
    const html = await res.text()
    expect(html).toContain('<meta name="referrer" content="no-referrer">')
    expect(html).toContain('"unit":"/1234/wellread/MMR2"')
    expect(html).toContain('"size":[300,250]')
    expect(html).toContain('"tag":"https://tags.partner.example/gpt.js"')
    expect(html).toContain("tag.crossOrigin = 'anonymous'")
    expect(html).toContain(`"message":"${PARTNER_MESSAGE}"`)
    expect(html).toContain('#ad{width:300px;height:250px}')
  })

  it.each([
    ['', 'size must be an ad size'],
    ['?size=huge&position=MMR1', 'size must be an ad size'],
    ['?size=mediumRect', 'position must be an ad position'],
    ['?size=mediumRect&position=XYZ9', 'position must be an ad position'],
    ['?size=leaderboard&position=MMR1', 'size is not one this position takes'],
  ])('refuses %j with a 400 that says what is wrong', async (query, message) => {
    const res = handlePartnerFrame(get(query), PARTNER)
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain(message)
  })

  it('is 404 when no partner is configured', async () => {
    const res = handlePartnerFrame(get('?size=mediumRect&position=MMR1'), null)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: NO_PARTNER_MESSAGE })
  })

  it('keeps a configured address from closing its script', () => {
    const html = partnerFrameHtml(
      { url: 'https://tags.partner.example/t.js?x=</script><script>alert(1)</script>', unit: '/w' },
      { size: 'mediumRect', position: 'MMR1' },
    )
    expect(html).not.toContain('</script><script>alert(1)')
    expect(html).toContain('\\u003c/script\\u003e')
  })
})
