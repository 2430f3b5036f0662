// @vitest-environment jsdom
import {
  isPrivacyBannerVisible,
  PRIVACY_BANNER_ATTRIBUTE,
  PRIVACY_BANNER_VISIBLE,
  setPrivacyBannerVisible,
} from './privacyBanner'

const html = () => document.documentElement

afterEach(() => {
  html().removeAttribute(PRIVACY_BANNER_ATTRIBUTE)
})

describe('setPrivacyBannerVisible', () => {
  it('marks <html> while the privacy banner shows and unmarks it when it closes', () => {
    expect(isPrivacyBannerVisible()).toBe(false)
    setPrivacyBannerVisible(true)
    expect(html()).toHaveAttribute('data-privacy-banner', 'visible')
    expect(isPrivacyBannerVisible()).toBe(true)
    setPrivacyBannerVisible(false)
    expect(html()).not.toHaveAttribute('data-privacy-banner')
    expect(isPrivacyBannerVisible()).toBe(false)
  })

  it.each([
    [[true, true], true],
    [[false, false], false],
    [[true, false, true], true],
    [[false, true, false], false],
  ])('after %j the banner is visible: %s', (calls, visible) => {
    for (const call of calls) setPrivacyBannerVisible(call)
    expect(isPrivacyBannerVisible()).toBe(visible)
  })

  it('can mark another root (an iframe or a test document)', () => {
    const other = document.implementation.createHTMLDocument('other').documentElement
    setPrivacyBannerVisible(true, other)
    expect(other.getAttribute(PRIVACY_BANNER_ATTRIBUTE)).toBe(PRIVACY_BANNER_VISIBLE)
    expect(isPrivacyBannerVisible(other)).toBe(true)
    expect(isPrivacyBannerVisible()).toBe(false)
  })

  it('only the exact value counts as visible', () => {
    html().setAttribute(PRIVACY_BANNER_ATTRIBUTE, 'hidden')
    expect(isPrivacyBannerVisible()).toBe(false)
  })
})
