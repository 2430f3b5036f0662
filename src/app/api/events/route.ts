import { postEvents } from './handlers'

export const dynamic = 'force-dynamic'

/** `POST /api/events` (issue 30): a page's analytics events, sent with the reader's consent (see the handler).
 * Production servers take it in a lane first (`src/app/answerLanes.ts`); this route answers in development. */
export function POST(request: Request): Promise<Response> {
  return postEvents(request)
}
