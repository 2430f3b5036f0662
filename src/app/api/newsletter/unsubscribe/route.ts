import { payloadClient } from '@/cms/reads'
import { newsletterLinkDependencies } from '@/services/newsletter'
import { handleNewsletterUnsubscribe } from '@/services/newsletter/http'

export const dynamic = 'force-dynamic'

/**
 * `POST /api/newsletter/unsubscribe`: mail programs' one-click button and the unsubscribe page's form (see
 * the handler). No `GET`: opening a link must never unsubscribe.
 */
export function POST(request: Request): Promise<Response> {
  return handleNewsletterUnsubscribe(request, newsletterLinkDependencies(payloadClient))
}
