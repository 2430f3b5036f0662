import 'server-only'
import path from 'node:path'
import { siteImageKey } from '@/content/imageAddress'
import { config } from '@/platform/config.mjs'
import { ObjectStore } from '@/platform/objectStore'
import { dataDir, mediaDir } from '@/platform/runtime'
import { singleton } from '@/platform/singleton'
import type { ImageDependencies } from './http'
import { BucketOriginals, BucketVariantCache } from './storage'
import { DiskOriginals, DiskVariantCache, VariantStore } from './variants'

/** Where this process keeps the variants it made (the data directory's `image-cache`). */
export function imageCacheDir(): string {
  return path.join(dataDir(), 'image-cache')
}

/**
 * The proxy's dependencies in this process: the signing key and one variant store, reading originals and keeping
 * variants in the bucket when S3_BUCKET is set (ADR 29 §7), in the data directory otherwise.
 */
export function imageDependencies(): ImageDependencies {
  return singleton('images.proxy', () => {
    const { images, storage } = config()
    const bucket = storage.s3 ? new ObjectStore(storage.s3) : null
    return {
      key: siteImageKey(),
      store: new VariantStore({
        originals: bucket ? new BucketOriginals(bucket) : new DiskOriginals(mediaDir()),
        cache: bucket ? new BucketVariantCache(bucket) : new DiskVariantCache(imageCacheDir()),
        concurrency: images.concurrency,
        maxInputPixels: images.maxInputPixels,
      }),
    }
  })
}
