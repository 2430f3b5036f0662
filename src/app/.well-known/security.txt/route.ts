import { siteUrl } from '@/platform/runtime'
import { securityTxt } from '@/platform/securityTxt'

/** Made again once a day: its Expires moves with it. */
export const revalidate = 86400

/** `GET /.well-known/security.txt` (RFC 9116): where to report a vulnerability. */
export function GET(): Response {
  return new Response(securityTxt(siteUrl()), {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })
}
