/**
 * Pre-generating an upload's common variants (issue 31): once an editor's upload is stored, its most asked-for
 * ladder steps are made in the background, so the first reader of a new article gets them already made. A
 * registry, free of server-only code, because the media collection (which the Payload CLI also loads) asks for
 * it; the server registers the worker once Payload is up (`src/services/images/pregenerate.ts`). Nothing is
 * registered while the sample content is seeded, nor in a script: those uploads are made on first request.
 */
import { mediaVersion } from '@/content/image'
import { type ImageVariant, isUploadName, ladderUpTo } from '@/lib/images'

/**
 * The steps the seeded templates ask for most, at 2.1× their boxes: a product's photo on phones (90 px → 240) and
 * wider screens (200 px → 480), a card (272 px → 640), the content column and a card on a phone (343 px → 800),
 * and the column and lead card on wider screens (720 and 676 px → 1600).
 */
export const PREGENERATED_STEPS = [240, 480, 640, 800, 1600] as const

/** What is pre-generated of an upload: its file, version and the steps up to its own width. */
export type Pregeneration = { file: string; version: string; widths: ImageVariant['width'][] }

/** The steps to make for an upload `width` px wide: the common ones up to its largest step. */
export function pregenerationSteps(width: number): ImageVariant['width'][] {
  const offered = new Set<number>(ladderUpTo(width))
  return PREGENERATED_STEPS.filter((w) => offered.has(w))
}

/** An upload's pre-generation, or null when it has nothing the proxy makes (an SVG, no size, a name it refuses). */
export function pregenerationOf(doc: {
  filename?: string | null
  width?: number | null
  mimeType?: string | null
  updatedAt?: string | null
}): Pregeneration | null {
  const file = doc.filename
  // The version pages name: the upload's last change, in base 36.
  const version = mediaVersion(doc.updatedAt)
  if (!file || !isUploadName(file) || doc.mimeType === 'image/svg+xml' || !version) return null
  if (typeof doc.width !== 'number' || doc.width <= 0) return null
  return { file, version, widths: pregenerationSteps(doc.width) }
}

type Worker = (job: Pregeneration) => void
const KEY = Symbol.for('wellread.imagePregeneration')
type Scope = { [KEY]?: Worker | null }

/** Register (or, with null, remove) the worker that makes pre-generated variants in this process. */
export function setPregenerator(worker: Worker | null): void {
  ;(globalThis as Scope)[KEY] = worker
}

/** Ask for an upload's common variants in the background; nothing happens where no worker is registered. */
export function requestPregeneration(doc: Parameters<typeof pregenerationOf>[0]): void {
  const worker = (globalThis as Scope)[KEY]
  const job = worker ? pregenerationOf(doc) : null
  if (worker && job && job.widths.length > 0) worker(job)
}
