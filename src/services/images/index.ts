import 'server-only'
import fs from 'node:fs/promises'
import path from 'node:path'
import { siteImageKey } from '@/content/imageAddress'
import { isUploadName } from '@/lib/images'
import { config } from '@/platform/config.mjs'
import { dataDir, mediaDir } from '@/platform/runtime'
import { singleton } from '@/platform/singleton'
import { AddressOriginals } from './byAddress'
import type { ImageDependencies } from './http'
import { VariantStore } from './variants'

/** Where this process keeps the variants it made (the data directory's `image-cache`). */
export function imageCacheDir(): string {
  return path.join(dataDir(), 'image-cache')
}

/** The bytes of an upload in the media store, or null. */
async function readOwnMedia(name: string): Promise<Buffer | null> {
  if (!isUploadName(name)) return null
  try {
    return await fs.readFile(path.join(/* turbopackIgnore: true */ mediaDir(), name))
  } catch {
    return null
  }
}

/**
 * The proxy's dependencies in this process: the signing key, the uploads' variant store, and for images given by
 * address their fetched originals (the data directory's `image-cache/addresses`) with a store of their own (one
 * resize at a time, beside the uploads' `IMAGE_RESIZE_CONCURRENCY`).
 */
export function imageDependencies(): ImageDependencies {
  return singleton('images.proxy', () => {
    const originalsDir = path.join(imageCacheDir(), 'addresses')
    return {
      key: siteImageKey(),
      store: new VariantStore({
        mediaDir: mediaDir(),
        cacheDir: imageCacheDir(),
        concurrency: config().images.concurrency,
        maxInputPixels: config().images.maxInputPixels,
      }),
      addresses: {
        originals: new AddressOriginals({ dir: originalsDir, readOwn: readOwnMedia }),
        store: new VariantStore({
          mediaDir: originalsDir,
          cacheDir: imageCacheDir(),
          concurrency: 1,
          maxInputPixels: config().images.maxInputPixels,
        }),
      },
    }
  })
}
