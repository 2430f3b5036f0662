import 'server-only'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { ownMediaName, proxiableAddress } from '@/lib/imageAddresses'
import type { ImageFormat } from '@/lib/images'

/**
 * The originals of images given by address (issue 31, 001 §7): a product's photo on a shop's host, a logo, a
 * path in this site's media store. The proxy resizes them like uploads, from a copy it fetched: kept on disk
 * under the address's hash and fetched again once a day (a shop may change its photo at the same address;
 * until the new copy arrives, and if the host is down, the old one serves). The copy's name carries a hash of its
 * bytes, so variants of a changed photo are new variants.
 */

/** Why an original could not be had. */
export type AddressFailure = 'missing' | 'unreadable' | 'too-large' | 'unavailable'

/** A fetched original: its file under the originals' folder, its version (a hash of its bytes), its format. */
export type AddressOriginal = { file: string; version: string; format: ImageFormat }

export type AddressOriginalsOptions = {
  /** Where fetched copies are kept. */
  dir: string
  /** The bytes of an upload in this site's media store, or null when there is none by that name. */
  readOwn: (name: string) => Promise<Buffer | null>
  fetch?: typeof fetch
  /** How long a host may take to answer (and send the picture). */
  timeoutMs?: number
  /** The largest picture fetched, in bytes. */
  maxBytes?: number
  /** How long a copy serves before it is fetched again. */
  maxAgeMs?: number
  now?: () => number
}

export const ADDRESS_FETCH_TIMEOUT_MS = 5_000
export const ADDRESS_MAX_BYTES = 25 * 1024 * 1024
export const ADDRESS_MAX_AGE_MS = 24 * 60 * 60 * 1000

/** Formats sharp reads, as the proxy names them (an SVG is drawn, then served as PNG or better). */
const FORMATS: Record<string, { ext: string; format: ImageFormat }> = {
  jpeg: { ext: 'jpg', format: 'jpeg' },
  png: { ext: 'png', format: 'png' },
  webp: { ext: 'webp', format: 'webp' },
  avif: { ext: 'avif', format: 'avif' },
  heif: { ext: 'avif', format: 'avif' },
  gif: { ext: 'gif', format: 'png' },
  svg: { ext: 'svg', format: 'png' },
}

type Meta = { file: string; version: string; format: ImageFormat; fetchedAt: number }

export class AddressOriginals {
  private readonly inFlight = new Map<string, Promise<AddressOriginal | AddressFailure>>()
  private readonly fetchImpl: typeof fetch
  private readonly now: () => number

  constructor(private readonly options: AddressOriginalsOptions) {
    this.fetchImpl = options.fetch ?? fetch
    this.now = options.now ?? Date.now
  }

  /** The original of an address: the kept copy while it is fresh, else fetched (once, for all who ask at once). */
  async original(src: string): Promise<AddressOriginal | AddressFailure> {
    if (!proxiableAddress(src)) return 'missing'
    const key = createHash('sha256').update(src).digest('hex').slice(0, 32)
    const kept = await this.readMeta(key)
    if (kept && this.now() - kept.fetchedAt < (this.options.maxAgeMs ?? ADDRESS_MAX_AGE_MS)) return kept
    let pending = this.inFlight.get(key)
    if (!pending) {
      pending = this.refresh(src, key, kept).finally(() => this.inFlight.delete(key))
      this.inFlight.set(key, pending)
    }
    return pending
  }

  private metaPath(key: string): string {
    return path.join(/* turbopackIgnore: true */ this.options.dir, `${key}.json`)
  }

  private async readMeta(key: string): Promise<Meta | null> {
    try {
      const meta = JSON.parse(await fs.readFile(this.metaPath(key), 'utf8')) as Meta
      await fs.access(path.join(/* turbopackIgnore: true */ this.options.dir, meta.file))
      return meta
    } catch {
      return null
    }
  }

  private async refresh(
    src: string,
    key: string,
    kept: Meta | null,
  ): Promise<AddressOriginal | AddressFailure> {
    const got = await this.bytesOf(src)
    // The host is down or slow, or answers garbage: the copy we have serves on.
    if (typeof got === 'string') return kept && got === 'unavailable' ? kept : got
    let format: { ext: string; format: ImageFormat } | undefined
    try {
      format = FORMATS[(await sharp(got, { limitInputPixels: false }).metadata()).format ?? '']
    } catch {
      format = undefined
    }
    if (!format) return 'unreadable'
    const version = createHash('sha256').update(got).digest('base64url').slice(0, 12).replace(/[-_]/g, 'x')
    const meta: Meta = {
      file: `${key}-${version}.${format.ext}`,
      version,
      format: format.format,
      fetchedAt: this.now(),
    }
    const dir = this.options.dir
    await fs.mkdir(dir, { recursive: true })
    await writeAside(path.join(/* turbopackIgnore: true */ dir, meta.file), got)
    await writeAside(this.metaPath(key), Buffer.from(JSON.stringify(meta)))
    if (kept && kept.file !== meta.file) {
      await fs.rm(path.join(/* turbopackIgnore: true */ dir, kept.file), { force: true })
    }
    return meta
  }

  private async bytesOf(src: string): Promise<Buffer | AddressFailure> {
    const own = ownMediaName(src)
    if (own !== null) return (await this.options.readOwn(own)) ?? 'missing'
    const maxBytes = this.options.maxBytes ?? ADDRESS_MAX_BYTES
    let response: Response
    const signal = AbortSignal.timeout(this.options.timeoutMs ?? ADDRESS_FETCH_TIMEOUT_MS)
    try {
      // No cookie, no referrer, nothing of the reader: the server asks for a picture.
      response = await this.fetchImpl(src, {
        signal,
        redirect: 'follow',
        headers: { accept: 'image/avif,image/webp,image/*;q=0.8' },
        referrerPolicy: 'no-referrer',
      })
    } catch {
      return 'unavailable'
    }
    if (response.status === 404 || response.status === 410) return 'missing'
    if (!response.ok || !response.body) return 'unavailable'
    if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
      await response.body.cancel().catch(() => {})
      return 'too-large'
    }
    const chunks: Buffer[] = []
    let total = 0
    const reader = response.body.getReader()
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        total += value.length
        if (total > maxBytes) {
          await reader.cancel().catch(() => {})
          return 'too-large'
        }
        chunks.push(Buffer.from(value))
      }
    } catch {
      return 'unavailable'
    }
    return Buffer.concat(chunks)
  }
}

/** Written beside its name and renamed: a reader never sees half a file. */
async function writeAside(file: string, bytes: Buffer): Promise<void> {
  const aside = `${file}.${randomBytes(6).toString('hex')}.tmp`
  await fs.writeFile(aside, bytes)
  await fs.rename(aside, file)
}
