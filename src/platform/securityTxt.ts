/**
 * `/.well-known/security.txt` (RFC 9116, issue 32): where to report a vulnerability. The contact is the site's own
 * domain's `security@` address; the file says so for half a year from when it was made (a day's cache), in
 * English, at its canonical address.
 */

/** How long the file's promise holds (RFC 9116 asks for less than a year). */
export const SECURITY_TXT_DAYS = 180

export function securityTxt(siteUrl: string, now: Date = new Date()): string {
  const origin = new URL(siteUrl)
  const expires = new Date(now.getTime() + SECURITY_TXT_DAYS * 86_400_000)
  expires.setUTCHours(0, 0, 0, 0)
  return [
    `Contact: mailto:security@${origin.hostname}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: en',
    `Canonical: ${origin.origin}/.well-known/security.txt`,
    '',
  ].join('\n')
}
