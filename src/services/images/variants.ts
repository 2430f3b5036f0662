import 'server-only'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { VariantKey } from '@/content/imageAddress'
import type { ImageFormat } from '@/lib/images'
import { QUALITY, variantId } from './rules'

/** Why a variant could not be made. */
export type VariantFailure = 'missing' | 'too-large' | 'unreadable'

export type Variant = { id: string; bytes: Buffer; format: ImageFormat }

/** Where the proxy reads an upload's original: the media folder, or the bucket (`storage.ts`). */
export interface OriginalSource {
  /** The original's bytes, or null when there is no such file. */
  read(file: string): Promise<Buffer | null>
}

/** Where made variants are kept: the data directory's `image-cache`, or the bucket's (`storage.ts`). */
export interface VariantCache {
  /** A variant made before (by this process or, with the bucket, by any instance), or null. */
  get(name: string): Promise<Buffer | null>
  /** Keeps a variant; a reader never sees half of it. */
  put(name: string, bytes: Buffer, format: ImageFormat): Promise<void>
}

/** Originals in a folder on this machine (`mediaDir`). */
export class DiskOriginals implements OriginalSource {
  constructor(private readonly dir: string) {}

  async read(file: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(path.join(this.dir, file))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }
}

/** Variants in a folder on this machine, each written aside and then renamed. */
export class DiskVariantCache implements VariantCache {
  constructor(private readonly dir: string) {}

  async get(name: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(path.join(this.dir, name))
    } catch {
      return null // not made yet
    }
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    const kept = path.join(this.dir, name)
    await fs.mkdir(this.dir, { recursive: true })
    const aside = `${kept}.${randomBytes(6).toString('hex')}.tmp`
    await fs.writeFile(aside, bytes)
    await fs.rename(aside, kept)
  }
}

export type VariantStoreOptions = (
  | {
      /** Where originals are (the media folder). */
      mediaDir: string
      /** Where variants are kept once made. */
      cacheDir: string
    }
  | { originals: OriginalSource; cache: VariantCache }
) & {
  /** Resizes at once in this process; more wait their turn. */
  concurrency?: number
  /** The largest original, in pixels (width × height), the proxy decodes; larger ones are refused. */
  maxInputPixels?: number
  /** The variants kept in memory, most recently served first, in bytes (0: none). */
  memoryBytes?: number
}

/** The defaults: two resizes at once, originals up to 50 megapixels (about 7,000 × 7,000). */
export const DEFAULT_RESIZE_CONCURRENCY = 2
export const DEFAULT_MAX_INPUT_PIXELS = 50_000_000
/** Hot variants kept in memory: 64 MiB, some 600 pictures of a page's usual size. */
export const DEFAULT_MEMORY_BYTES = 64 * 1024 * 1024

// One libvips thread per resize and no libvips cache: the proxy bounds the work by `concurrency` instead, so a
// burst of cold requests takes at most that many images' memory at once.
sharp.concurrency(1)
sharp.cache(false)

/**
 * Encoder settings per format: quality (`QUALITY`) and AVIF's lowest effort: a 1280 px AVIF of a 2,400 × 1,600
 * photograph takes about 0.1 s at effort 0 (0.46 s at 2, 1.4 s at the default 4) for about 5 % more bytes than at 2.
 */
function encode(image: sharp.Sharp, format: ImageFormat): sharp.Sharp {
  const quality = QUALITY[format]
  if (format === 'avif') return image.avif({ quality, effort: 0 })
  if (format === 'webp') return image.webp({ quality, effort: 4 })
  if (format === 'png') return image.png({ compressionLevel: 8, palette: false })
  return image.jpeg({ quality, mozjpeg: true })
}

/**
 * Variants of uploaded images, each made once: the first request for a variant resizes it (auto-rotated by its
 * EXIF orientation, then with every metadata block dropped: EXIF and GPS never leave the site) while concurrent
 * requests for the same variant wait for that one; the result is kept (`VariantCache`: on disk, written aside
 * then renamed, or in the bucket at scale) and read from there afterwards, the most recently served in memory.
 * Originals come from an `OriginalSource` (the media folder, or the bucket).
 */
export class VariantStore {
  private readonly inFlight = new Map<string, Promise<Variant | VariantFailure>>()
  private running = 0
  private readonly waiting: Array<() => void> = []
  private readonly concurrency: number
  private readonly maxInputPixels: number
  private readonly memoryBytes: number
  /** Hot variants by id, least recently served first (a Map keeps insertion order). */
  private readonly memory = new Map<string, Variant>()
  private memoryUsed = 0

  private readonly originals: OriginalSource
  private readonly cache: VariantCache

  constructor(options: VariantStoreOptions) {
    if ('originals' in options) {
      this.originals = options.originals
      this.cache = options.cache
    } else {
      this.originals = new DiskOriginals(options.mediaDir)
      this.cache = new DiskVariantCache(options.cacheDir)
    }
    this.concurrency = Math.max(1, options.concurrency ?? DEFAULT_RESIZE_CONCURRENCY)
    this.maxInputPixels = options.maxInputPixels ?? DEFAULT_MAX_INPUT_PIXELS
    this.memoryBytes = options.memoryBytes ?? DEFAULT_MEMORY_BYTES
  }

  private remember(variant: Variant): Variant {
    if (variant.bytes.length > this.memoryBytes / 8) return variant
    const before = this.memory.get(variant.id)
    if (before) {
      this.memory.delete(variant.id)
      this.memoryUsed -= before.bytes.length
    }
    this.memory.set(variant.id, variant)
    this.memoryUsed += variant.bytes.length
    for (const [id, old] of this.memory) {
      if (this.memoryUsed <= this.memoryBytes) break
      this.memory.delete(id)
      this.memoryUsed -= old.bytes.length
    }
    return variant
  }

  private made = 0
  private mostAtOnce = 0

  /**
   * Resizes running now and waiting, made since the start, the most that ever ran at once, and the variants held
   * in memory (metrics, tests).
   */
  load(): {
    running: number
    waiting: number
    made: number
    mostAtOnce: number
    inMemory: number
    memoryBytes: number
  } {
    return {
      running: this.running,
      waiting: this.waiting.length,
      made: this.made,
      mostAtOnce: this.mostAtOnce,
      inMemory: this.memory.size,
      memoryBytes: this.memoryUsed,
    }
  }

  async variant(key: VariantKey, format: ImageFormat): Promise<Variant | VariantFailure> {
    const id = variantId(key, format)
    const hot = this.memory.get(id)
    if (hot) {
      // Served again: the most recent now.
      this.memory.delete(id)
      this.memory.set(id, hot)
      return hot
    }
    let pending = this.inFlight.get(id)
    if (!pending) {
      pending = this.keptOrMade(key, format, id).finally(() => this.inFlight.delete(id))
      this.inFlight.set(id, pending)
    }
    return pending
  }

  /** The variant as kept by an earlier request (here or, with the bucket, on any instance), else made now. */
  private async keptOrMade(
    key: VariantKey,
    format: ImageFormat,
    id: string,
  ): Promise<Variant | VariantFailure> {
    const name = `${id}.${format}`
    const kept = await this.cache.get(name)
    if (kept) return this.remember({ id, bytes: kept, format })
    return this.make(key, format, id, name)
  }

  private async make(
    key: VariantKey,
    format: ImageFormat,
    id: string,
    name: string,
  ): Promise<Variant | VariantFailure> {
    await this.turn()
    try {
      // Read in its turn: a burst of cold requests holds at most `concurrency` originals in memory.
      const source = await this.originals.read(key.file)
      if (!source) return 'missing'
      let meta: sharp.Metadata
      try {
        meta = await sharp(source, { limitInputPixels: false }).metadata()
      } catch {
        return 'unreadable'
      }
      if ((meta.width ?? 0) * (meta.height ?? 0) > this.maxInputPixels) return 'too-large'
      let bytes: Buffer
      try {
        const image = sharp(source, {
          limitInputPixels: this.maxInputPixels,
          failOn: 'error',
          animated: false,
        })
          .rotate()
          .resize({ width: key.width, withoutEnlargement: true })
        bytes = await encode(image, format).toBuffer()
      } catch {
        return 'unreadable'
      }
      await this.cache.put(name, bytes, format)
      this.made += 1
      return this.remember({ id, bytes, format })
    } finally {
      this.release()
    }
  }

  private turn(): Promise<void> {
    const start = () => {
      this.running += 1
      this.mostAtOnce = Math.max(this.mostAtOnce, this.running)
    }
    if (this.running < this.concurrency) {
      start()
      return Promise.resolve()
    }
    return new Promise((resolve) =>
      this.waiting.push(() => {
        start()
        resolve()
      }),
    )
  }

  private release(): void {
    this.running -= 1
    this.waiting.shift()?.()
  }
}
