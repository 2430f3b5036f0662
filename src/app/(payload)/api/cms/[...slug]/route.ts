/* The CMS REST API at /api/cms (Payload). The spec's own API paths stay free under /api. */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { refuseCmsWrite } from '@/cms/requestGuard'
import { limitSignIns } from '@/cms/signInRateLimit'

const post = REST_POST(config)
const del = REST_DELETE(config)
const patch = REST_PATCH(config)
const put = REST_PUT(config)

export const GET = REST_GET(config)
/**
 * Writes from another site's page and bodies over the CMS's limit are refused before Payload reads them
 * (src/cms/requestGuard.ts); sign-in and password-reset attempts are limited per address.
 */
export const POST: typeof post = async (request, context) =>
  refuseCmsWrite(request) ?? (await limitSignIns(request)) ?? post(request, context)
export const DELETE: typeof del = async (request, context) => refuseCmsWrite(request) ?? del(request, context)
export const PATCH: typeof patch = async (request, context) =>
  refuseCmsWrite(request) ?? patch(request, context)
export const PUT: typeof put = async (request, context) => refuseCmsWrite(request) ?? put(request, context)
export const OPTIONS = REST_OPTIONS(config)
