import { SECURITY_TXT_DAYS, securityTxt } from './securityTxt'

describe('security.txt (RFC 9116)', () => {
  it('names the site’s security address, an expiry under a year, the language and its canonical address', () => {
    const text = securityTxt('https://www.wellread.example', new Date('2026-11-30T13:45:00Z'))
    expect(text).toBe(
      [
        'Contact: mailto:security@www.wellread.example',
        'Expires: 2027-05-29T00:00:00.000Z',
        'Preferred-Languages: en',
        'Canonical: https://www.wellread.example/.well-known/security.txt',
        '',
      ].join('\n'),
    )
    expect(SECURITY_TXT_DAYS).toBeLessThan(365)
  })
})
