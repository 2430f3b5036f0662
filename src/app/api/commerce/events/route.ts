import { postCommerceEvents } from './handlers'

export const dynamic = 'force-dynamic'

/** `POST /api/commerce/events`: first-party product impressions and clicks (see the handler). Production servers
 * take it in a lane first (`src/app/answerLanes.ts`); this route answers in development. */
export function POST(request: Request): Promise<Response> {
  return postCommerceEvents(request)
}
