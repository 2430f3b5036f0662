import { postMetrics } from './handlers'

export const dynamic = 'force-dynamic'

/** `POST /api/metrics` (001 §7): a page's metrics, by beacon or as JSON (see the handler). Production servers
 * take it in a lane first (`src/app/answerLanes.ts`); this route answers in development. */
export function POST(request: Request): Promise<Response> {
  return postMetrics(request)
}
