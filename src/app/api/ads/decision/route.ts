import { adsAnswering } from '@/app/answerLanes'
import { handleAdDecision } from '@/services/ads/http'

// Per reader (bucket, caps): computed from the in-memory catalog, kept per question for a minute.
export const dynamic = 'force-dynamic'

/** `POST /api/ads/decision` → `{ slots }`: every ad slot of a page view in one answer (see the handler). */
export function POST(request: Request): Promise<Response> {
  return handleAdDecision(request, adsAnswering())
}
