import { driversAnswering } from '@/app/answerLanes'
import { handleDriversRequest } from '@/services/drivers/http'

// Per reader (bucket, audiences, caps): computed on every request from the in-memory catalog.
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ path?: string[] }> }

/** `POST /api/drivers/v4{path}` → `{ placementDrivers }` (002 §3.9; see the handler). */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { path } = await params
  return handleDriversRequest(request, path, driversAnswering())
}
