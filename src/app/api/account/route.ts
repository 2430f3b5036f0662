import { payloadClient } from '@/cms/reads'
import { authDependencies } from '@/services/auth'
import { handleAccountDelete, handleAccountExport } from '@/services/auth/http'

export const dynamic = 'force-dynamic'

/** `GET /api/account`: the signed-in reader's data as a JSON download (see the handler). */
export function GET(request: Request): Promise<Response> {
  return handleAccountExport(request, authDependencies(payloadClient))
}

/** `DELETE /api/account`: delete the signed-in reader's account (see the handler). */
export function DELETE(request: Request): Promise<Response> {
  return handleAccountDelete(request, authDependencies(payloadClient))
}
