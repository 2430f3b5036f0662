import 'server-only'
import path from 'node:path'
import { siteImageKey } from '@/content/imageAddress'
import { isUploadName } from '@/lib/images'
import { config } from '@/platform/config.mjs'
import { ObjectStore } from '@/platform/objectStore'
import { dataDir, mediaDir } from '@/platform/runtime'
import { singleton } from '@/platform/singleton'
import { AddressOriginals } from './byAddress'
import type { ImageDependencies } from './http'
import { BucketOriginals, BucketVariantCache } from './storage'
import { DiskOriginals, DiskVariantCache, VariantStore } from './variants'

/** Where this process keeps the variants it made (the data directory's `image-cache`). */
export function imageCacheDir(): string {
  return path.join(dataDir(), 'image-cache')
}

/**
 * The proxy's dependencies in this process: the signing key; the uploads' variant store, reading originals and
 * keeping variants in the bucket when S3_BUCKET is set (ADR 29 §11), in the data directory otherwise; and for
 * images given by address (§8) their fetched originals (the data directory's `image-cache/addresses`, per
 * instance) with a store of their own (one resize at a time, beside the uploads' `IMAGE_RESIZE_CONCURRENCY`),
 * its variants kept where the uploads' are.
 */
export function imageDependencies(): ImageDependencies {
  return singleton('images.proxy', () => {
    const { images, storage } = config()
    const bucket = storage.s3 ? new ObjectStore(storage.s3) : null
    const originals = bucket ? new BucketOriginals(bucket) : new DiskOriginals(mediaDir())
    const cache = bucket ? new BucketVariantCache(bucket) : new DiskVariantCache(imageCacheDir())
    const addressesDir = path.join(imageCacheDir(), 'addresses')
    return {
      key: siteImageKey(),
      store: new VariantStore({
        originals,
        cache,
        concurrency: images.concurrency,
        maxInputPixels: images.maxInputPixels,
      }),
      addresses: {
        originals: new AddressOriginals({
          dir: addressesDir,
          // A path of this site's media store is read from the store, wherever it is.
          readOwn: (name) => (isUploadName(name) ? originals.read(name) : Promise.resolve(null)),
        }),
        store: new VariantStore({
          originals: new DiskOriginals(addressesDir),
          cache,
          concurrency: 1,
          maxInputPixels: images.maxInputPixels,
        }),
      },
    }
  })
}
