import { sampleNewsletterDriver } from '../newsletter/NewsletterSignup.samples'
import {
  DRIVER_TOKENS,
  isExternalAddress,
  substituteDriver,
  substituteLink,
  substituteTokens,
  type TokenValues,
  tokenValues,
  utmValues,
} from './tokens'

const values: TokenValues = {
  where: 'articlePlacement2',
  k1: 'high blood pressure',
  utm_medium: 'email',
  utm_source: 'news letter',
  utm_campaign: 'spring&summer',
  utm_term: 'bp',
  utm_content: 'top/link',
  apid: 'drv-42',
  tc: 'tc-1',
  subid: 'sub-1',
  subid2: 'sub-2',
  rvo_subid: 'rvo-1',
  rvo_subid2: 'rvo-2',
}

describe('substituteTokens', () => {
  it.each([
    ['+where', 'articlePlacement2'],
    ['+k1', 'high%20blood%20pressure'],
    ['+utm_medium', 'email'],
    ['+utm_source', 'news%20letter'],
    ['+utm_campaign', 'spring%26summer'],
    ['+utm_term', 'bp'],
    ['+utm_content', 'top%2Flink'],
    ['+apid', 'drv-42'],
    ['+tc', 'tc-1'],
    ['+subid', 'sub-1'],
    ['+subid2', 'sub-2'],
    ['+rvo_subid', 'rvo-1'],
    ['+rvo_subid2', 'rvo-2'],
  ])('%s → %s (URL-encoded)', (token, expected) => {
    expect(substituteTokens(token, values)).toBe(expected)
  })

  it('knows the thirteen tokens of 001 §5', () => {
    expect([...DRIVER_TOKENS].sort()).toEqual(
      [
        'where',
        'k1',
        'utm_medium',
        'utm_source',
        'utm_campaign',
        'utm_term',
        'utm_content',
        'apid',
        'tc',
        'subid2',
        'subid',
        'rvo_subid',
        'rvo_subid2',
      ].sort(),
    )
  })

  it.each([
    ['longer names first: +subid2 is not +subid then "2"', 'a=+subid2&b=+subid', 'a=sub-2&b=sub-1'],
    ['+rvo_subid2 is not +rvo_subid then "2"', '+rvo_subid2|+rvo_subid', 'rvo-2|rvo-1'],
    ['a name followed by more characters', '+subid23', 'sub-23'],
    [
      'several in one link',
      'https://p.example/?w=+where&id=+apid&tc=+tc',
      'https://p.example/?w=articlePlacement2&id=drv-42&tc=tc-1',
    ],
    ['the same token twice', '+where/+where', 'articlePlacement2/articlePlacement2'],
    ['text without tokens', 'Get 20% off + free shipping', 'Get 20% off + free shipping'],
    ['an unknown token stays', '+unknown and +K1', '+unknown and +K1'],
    ['a plus before a space', 'Sleep + stress', 'Sleep + stress'],
  ])('%s', (_label, text, expected) => {
    expect(substituteTokens(text, values)).toBe(expected)
  })

  it('a token without a value becomes empty', () => {
    expect(substituteTokens('q=+utm_term&k=+k1', {})).toBe('q=&k=')
    expect(substituteTokens('q=+k1', { k1: null })).toBe('q=')
  })

  it('HEALTH PRIVACY: external links get no topic (+k1 empty), everything else stays', () => {
    expect(substituteTokens('https://p.example/?k=+k1&w=+where&t=+tc', values, { external: true })).toBe(
      'https://p.example/?k=&w=articlePlacement2&t=tc-1',
    )
    expect(substituteTokens('/health/search?k=+k1', values, { external: false })).toBe(
      '/health/search?k=high%20blood%20pressure',
    )
  })
})

describe('links by the own-host rule', () => {
  const host = 'wellread.example'
  it.each([
    ['/heart-health/quiz?k=+k1', false, '/heart-health/quiz?k=high%20blood%20pressure'],
    ['#top?k=+k1', false, '#top?k=high%20blood%20pressure'],
    [
      'https://www.wellread.example/x?k=+k1',
      false,
      'https://www.wellread.example/x?k=high%20blood%20pressure',
    ],
    [
      'https://frontend-pr-9.wellread.example/x?k=+k1',
      false,
      'https://frontend-pr-9.wellread.example/x?k=high%20blood%20pressure',
    ],
    ['https://partner.example/x?k=+k1&s=+subid', true, 'https://partner.example/x?k=&s=sub-1'],
    ['https://wellread.example.evil.example/x?k=+k1', true, 'https://wellread.example.evil.example/x?k='],
    ['//partner.example/x?k=+k1', true, '//partner.example/x?k='],
    ['tel:+18005550134', true, 'tel:+18005550134'],
  ])('%s (external: %s)', (href, external, expected) => {
    expect(isExternalAddress(href, host)).toBe(external)
    expect(substituteLink(href, values, host)).toBe(expected)
  })
})

describe('tokenValues', () => {
  it('names the placement, the driver and the page view, and reads the campaign from the query string', () => {
    expect(
      tokenValues({
        placement: 'articlePlacement',
        k1: 'sleep',
        search: '?utm_source=mail&utm_medium=email&utm_campaign=spring&utm_term=&other=1',
        driverId: 'drv-1',
        correlationId: 'view-9',
      }),
    ).toEqual({
      where: 'articlePlacement',
      k1: 'sleep',
      utm_source: 'mail',
      utm_medium: 'email',
      utm_campaign: 'spring',
      apid: 'drv-1',
      tc: 'view-9',
      subid: 'view-9',
      rvo_subid: 'view-9',
      subid2: 'articlePlacement',
      rvo_subid2: 'articlePlacement',
    })
  })

  it.each([
    ['', {}],
    ['?', {}],
    ['utm_content=a%20b', { utm_content: 'a b' }],
    ['?utm_term=x&utm_term=y', { utm_term: 'x' }],
  ])('utm values of %j', (search, expected) => {
    expect(utmValues(search)).toEqual(expected)
  })
})

describe('substituteDriver', () => {
  const driver = {
    ...sampleNewsletterDriver,
    headline: 'All about +k1',
    whisper: 'For +where',
    bodyCopy: null,
    callToAction: 'Go',
    callToActionURL: 'https://partner.example/go?k=+k1&id=+apid&tc=+tc',
    secondaryCtaUrl: '/heart-health/quiz?k=+k1',
    sponsorTracker: 'https://wellread.example/px.gif?k=+k1&w=+where',
    pixelTracker: 'https://px.example/c.gif?k=+k1',
    confirmCallToActionURL: '/thanks?k=+k1',
  }
  const out = substituteDriver(
    driver,
    { where: 'articlePlacement', k1: 'heart health', apid: 'drv-1', tc: 'tc-9' },
    'wellread.example',
  )

  it('replaces tokens in text shown on the page with every value', () => {
    expect(out.headline).toBe('All about heart%20health')
    expect(out.whisper).toBe('For articlePlacement')
    expect(out.bodyCopy).toBeNull()
  })

  it('withholds the topic from links to other sites and from every pixel', () => {
    expect(out.callToActionURL).toBe('https://partner.example/go?k=&id=drv-1&tc=tc-9')
    expect(out.secondaryCtaUrl).toBe('/heart-health/quiz?k=heart%20health')
    expect(out.confirmCallToActionURL).toBe('/thanks?k=heart%20health')
    expect(out.sponsorTracker).toBe('https://wellread.example/px.gif?k=&w=articlePlacement')
    expect(out.pixelTracker).toBe('https://px.example/c.gif?k=')
  })

  it('leaves the original untouched', () => {
    expect(driver.headline).toBe('All about +k1')
  })
})
