import 'server-only'
import path from 'node:path'
import { siteImageKey } from '@/content/imageAddress'
import { config } from '@/platform/config.mjs'
import { dataDir, mediaDir } from '@/platform/runtime'
import { singleton } from '@/platform/singleton'
import type { ImageDependencies } from './http'
import { VariantStore } from './variants'

/** Where this process keeps the variants it made (the data directory's `image-cache`). */
export function imageCacheDir(): string {
  return path.join(dataDir(), 'image-cache')
}

/** The proxy's dependencies in this process: the signing key and one variant store. */
export function imageDependencies(): ImageDependencies {
  return singleton('images.proxy', () => ({
    key: siteImageKey(),
    store: new VariantStore({
      mediaDir: mediaDir(),
      cacheDir: imageCacheDir(),
      concurrency: config().images.concurrency,
      maxInputPixels: config().images.maxInputPixels,
    }),
  }))
}
