import 'server-only'
import type { ImageFormat } from '@/lib/images'
import type { ObjectStore } from '@/platform/objectStore'
import { CONTENT_TYPES } from './rules'
import type { OriginalSource, VariantCache } from './variants'

/** The folder of the bucket (under S3_PREFIX) where the proxy keeps the variants it made. */
export const BUCKET_CACHE_FOLDER = 'image-cache'

/** Originals where Payload's storage adapter put them: the bucket, under S3_PREFIX, by file name. */
export class BucketOriginals implements OriginalSource {
  constructor(private readonly store: ObjectStore) {}

  read(file: string): Promise<Buffer | null> {
    return this.store.read(file)
  }
}

/**
 * Variants in the bucket's `image-cache/` folder: one instance makes a variant, every instance then reads it
 * (an object is written whole, so none reads half of one).
 */
export class BucketVariantCache implements VariantCache {
  constructor(private readonly store: ObjectStore) {}

  get(name: string): Promise<Buffer | null> {
    return this.store.read(`${BUCKET_CACHE_FOLDER}/${name}`)
  }

  put(name: string, bytes: Buffer, format: ImageFormat): Promise<void> {
    return this.store.write(`${BUCKET_CACHE_FOLDER}/${name}`, bytes, CONTENT_TYPES[format])
  }
}
