/**
 * Runs once when a Next.js server instance starts. Initialising Payload here runs the bootstrap
 * (pending migrations, first editor account, sample content for an empty database) before the first
 * request, instead of on it.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
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
}
