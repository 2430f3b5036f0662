/* The CMS REST API at /api/cms (Payload). The spec's own API paths stay free under /api. */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { limitSignIns } from '@/cms/signInRateLimit'

const post = REST_POST(config)

export const GET = REST_GET(config)
/** Sign-in and password-reset attempts are limited per address before Payload sees them. */
export const POST: typeof post = async (request, context) =>
  (await limitSignIns(request)) ?? post(request, context)
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)
