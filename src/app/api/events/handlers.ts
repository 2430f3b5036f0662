import 'server-only'
import { payloadClient } from '@/cms/reads'
import { eventsDependencies } from '@/services/events'
import { handleEvents } from '@/services/events/http'

/**
 * `POST /api/events` wired to its store (the events writer's group commit), for the route file and the lane that
 * takes the beacon without Next.js' router (`src/app/answerLanes.ts`): one wiring, whichever way a batch comes in.
 */
export function postEvents(request: Request): Promise<Response> {
  return handleEvents(request, eventsDependencies(payloadClient))
}
