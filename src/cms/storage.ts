import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { config } from '@/platform/config.mjs'
import { s3ClientConfig } from '@/platform/objectStore'

/**
 * Where uploads are kept (issue 31, ADR 29 §11). With S3_BUCKET, Payload's S3 adapter stores the media collection's
 * files, the sizes it makes included, in the bucket (under S3_PREFIX) instead of the data directory, and Payload
 * still serves them at `/api/cms/media/file/…` (read from the bucket, with its access rules): no address points at
 * the bucket, which can stay private. Without it, the data directory as before.
 *
 * The plugin is always installed, switched off without a bucket, and inserts its two fields (`prefix`,
 * `_objectKey`) either way: the schema, the migrations and the admin's import map are the same with or without
 * object storage.
 */
export function mediaStorage(): Plugin {
  const s3 = config().storage.s3
  return s3Storage({
    enabled: s3 !== null,
    alwaysInsertFields: true,
    // A prefix always (even ''): the plugin adds its `prefix` field only then when it is on.
    collections: { media: { prefix: s3?.prefix ?? '' } },
    bucket: s3?.bucket ?? '',
    config: s3 ? s3ClientConfig(s3) : {},
  })
}
