import { payloadClient } from '@/cms/reads'
import { newsletterLinkDependencies } from '@/services/newsletter'
import { handleNewsletterConfirm, handleNewsletterConfirmLink } from '@/services/newsletter/http'

export const dynamic = 'force-dynamic'

/** `POST /api/newsletter/confirm`: the confirm page's button (see the handler). */
export function POST(request: Request): Promise<Response> {
  return handleNewsletterConfirm(request, newsletterLinkDependencies(payloadClient))
}

/**
 * `GET /api/newsletter/confirm?token=…`, the link in older confirmation emails: a 303 to the confirm page
 * with the token. Opening a link must never confirm (mail scanners open links).
 */
export function GET(request: Request): Response {
  return handleNewsletterConfirmLink(request)
}
