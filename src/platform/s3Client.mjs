// @ts-check
/**
 * The S3 client settings for a configured bucket (S3_*): Payload's storage adapter (`src/cms/storage.ts`), the
 * image proxy (`objectStore.ts`) and `npm run backup` / `restore` (`scripts/backup-lib.mjs`) talk to the bucket
 * with the same ones. Plain JavaScript so the scripts read it too. Checksums only where the API asks for them:
 * S3-compatible servers (MinIO before 2025, s3rver) refuse the SDK's newer default trailers.
 *
 * @param {import('./config.mjs').S3Config} s3
 * @returns {import('@aws-sdk/client-s3').S3ClientConfig}
 */
export function s3ClientConfig(s3) {
  return {
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}
