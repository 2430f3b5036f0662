import 'server-only'
import path from 'node:path'
import { config } from '@/platform/config.mjs'
import { dataDir, mediaDir, resolvePayloadSecret } from '@/platform/runtime'
import { singleton } from '@/platform/singleton'
import type { ImageDependencies } from './http'
import { imageSigningKey, type VariantKey, variantUrl } from './rules'
import { VariantStore } from './variants'

/** Where this process keeps the variants it made (the data directory's `image-cache`). */
export function imageCacheDir(): string {
  return path.join(dataDir(), 'image-cache')
}

/** The proxy's dependencies in this process: the signing key and one variant store. */
export function imageDependencies(): ImageDependencies {
  return singleton('images.proxy', () => ({
    key: imageSigningKey(resolvePayloadSecret()),
    store: new VariantStore({
      mediaDir: mediaDir(),
      cacheDir: imageCacheDir(),
      concurrency: config().images.concurrency,
      maxInputPixels: config().images.maxInputPixels,
    }),
  }))
}

/** A signed variant's address, for a page rendered on this server. */
export function signedImageUrl(variant: VariantKey): string {
  return variantUrl(imageDependencies().key, variant)
}
