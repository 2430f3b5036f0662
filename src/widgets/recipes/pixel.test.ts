import { MISSING_TRACKER_LABEL, readerOptedOut, shouldLoadPixel } from './pixel'

describe('the sponsor’s pixel', () => {
  it.each([
    [{}, false],
    [{ globalPrivacyControl: false, doNotTrack: '0' }, false],
    [{ doNotTrack: 'unspecified' }, false],
    [{ globalPrivacyControl: true }, true],
    [{ doNotTrack: '1' }, true],
    [{ doNotTrack: 'yes' }, true],
    [null, true],
  ])('a reader with %j has opted out: %s', (signals, optedOut) => {
    expect(readerOptedOut(signals)).toBe(optedOut)
  })

  it('loads only with an address and a reader who has not opted out', () => {
    expect(shouldLoadPixel('https://px.example/1.gif', {})).toBe(true)
    expect(shouldLoadPixel('https://px.example/1.gif', { globalPrivacyControl: true })).toBe(false)
    expect(shouldLoadPixel(null, {})).toBe(false)
    expect(shouldLoadPixel('', {})).toBe(false)
  })

  it('marks a missing address with the label of 000 §8', () => {
    expect(MISSING_TRACKER_LABEL).toBe('no-image-tracking-url-provided')
  })
})
