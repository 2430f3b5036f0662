import { postUnload } from '../handlers'

export const dynamic = 'force-dynamic'

/** `POST /api/metrics/unload` (001 §7): time on page and deepest scroll, by beacon (see the handler). */
export function POST(request: Request): Promise<Response> {
  return postUnload(request)
}
