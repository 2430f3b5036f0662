/** The site's own host for link classification, from SITE_HOST or SITE_URL. */
export function ownHost(): string {
  if (process.env.SITE_HOST) return process.env.SITE_HOST
  try {
    return new URL(process.env.SITE_URL || 'http://wellread.example').hostname
  } catch {
    return 'wellread.example'
  }
}
