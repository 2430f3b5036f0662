import type { Instrumentation } from 'next'

/**
 * Runs once when a Next.js server instance starts. Initialising Payload here runs the bootstrap
 * (pending migrations, first editor account, sample content for an empty database) before the first
 * request, instead of on it.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return // Pages sign their images' proxy addresses (issue 31).
  ;(await import('@/content/imageAddress')).registerImageSigner()
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ])
  // `cron: true` starts the job runner (scheduled publishing, src/cms/jobs.ts) in this server process.
  await getPayload({ config, cron: true })
  // The hot public calls (prices, drivers) answered without Next.js' router (src/server/edge/lanes.mjs). Not in
  // development, where the route files reload as they are edited.
  if (process.env.NODE_ENV === 'production') {
    const { registerAnswerLanes } = await import('@/app/answerLanes')
    registerAnswerLanes()
  }
  // Editors' new uploads get their common image-proxy variants made in the background (issue 31); the sample
  // content seeded above did not (its variants are made on first request).
  ;(await import('@/services/images/pregenerate')).startPregeneration()
}

/**
 * Next.js calls this for every error a request's rendering, route handler, action or proxy throws (issue 29):
 * it joins the readers' error groups as kind `server`, under its route template (`/[section]/[slug]`), never
 * the request's path, scrubbed like a browser's report (src/services/errors). Never throws: a failure to
 * record is logged, and the request's own error handling goes on.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, _request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  try {
    const [{ errorRecorder }, { payloadClient }] = await Promise.all([
      import('@/services/errors'),
      import('@/cms/reads'),
    ])
    await errorRecorder(payloadClient).recordServerError(error, {
      routePath: context.routePath,
      routeType: context.routeType,
    })
  } catch (failure) {
    console.error('[errors] could not record a server error', failure)
  }
}
