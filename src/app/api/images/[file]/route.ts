import { imageDependencies } from '@/services/images'
import { handleImage } from '@/services/images/http'

export const dynamic = 'force-dynamic'

/** `GET /api/images/{file}?w=&v=&s=` (issue 31): an uploaded image at a signed ladder width (see the handler). */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  const { file } = await params
  return handleImage(request, file, imageDependencies())
}
