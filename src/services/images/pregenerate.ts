import 'server-only'
import type { ImageFormat } from '@/lib/images'
import { log } from '@/platform/log.mjs'
import { imageDependencies } from '.'
import { type Pregeneration, setPregenerator } from './pregeneration'
import type { VariantStore } from './variants'

/**
 * The worker that makes an upload's common variants after it is stored (issue 31, `pregeneration.ts`): one
 * variant at a time, so that it takes at most one of the proxy's resize slots and readers' requests keep the
 * others; in AVIF, which every current browser takes (WebP and the original's format are made on first request).
 * An upload asked for again while queued is made once.
 */
/** How often an upload not found yet is looked for again (after 0.5, 1, 1.5 and 2 s). */
const MISSING_RETRIES = 4

export function createPregenerator(store: VariantStore, formats: readonly ImageFormat[] = ['avif']) {
  const queued = new Set<string>()
  let chain: Promise<void> = Promise.resolve()
  const logger = log('images')
  const run = async (job: Pregeneration) => {
    let made = 0
    for (const width of job.widths) {
      for (const format of formats) {
        const key = { file: job.file, width, version: job.version }
        let result = await store.variant(key, format)
        // The file may reach its store just after the hook ran (object storage uploads in a later hook).
        for (let attempt = 1; result === 'missing' && attempt <= MISSING_RETRIES; attempt++) {
          await new Promise((resolve) => setTimeout(resolve, 500 * attempt).unref())
          result = await store.variant(key, format)
        }
        if (typeof result === 'string') {
          logger.warn({ file: job.file, width, result }, 'an upload could not be pre-generated')
          return
        }
        made += 1
      }
    }
    logger.info({ file: job.file, variants: made }, 'pre-generated an upload’s common variants')
  }
  return {
    worker(job: Pregeneration): void {
      const id = `${job.file}@${job.version}`
      if (queued.has(id)) return
      queued.add(id)
      chain = chain
        .then(() => run(job))
        .catch((err: unknown) => logger.error({ err, file: job.file }, 'pre-generating an upload failed'))
        .finally(() => queued.delete(id))
    },
    /** Settles once everything asked for so far is made (tests). */
    idle: (): Promise<void> => chain,
  }
}

/** Start pre-generating editors' uploads in this process (instrumentation.ts, once Payload is up). */
export function startPregeneration(): void {
  setPregenerator(createPregenerator(imageDependencies().store).worker)
}
