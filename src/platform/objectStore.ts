import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { S3Config } from './config.mjs'
import { s3ClientConfig } from './s3Client.mjs'

export { s3ClientConfig }

/** An object's key under the configured prefix ('' for the bucket's root). */
export function objectKey(prefix: string, key: string): string {
  return prefix ? `${prefix}/${key}` : key
}

function isNotFound(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404
}

/** One bucket (under its prefix): whole objects in and out, as the image proxy needs them. */
export class ObjectStore {
  readonly client: S3Client

  constructor(
    private readonly s3: S3Config,
    client?: S3Client,
  ) {
    this.client = client ?? new S3Client(s3ClientConfig(s3))
  }

  /** The object's bytes, or null when there is none (any other failure throws). */
  async read(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.s3.bucket, Key: objectKey(this.s3.prefix, key) }),
      )
      if (!answer.Body) return null
      return Buffer.from(await answer.Body.transformToByteArray())
    } catch (error) {
      if (isNotFound(error)) return null
      throw error
    }
  }

  /** Writes the whole object at once (a reader sees the old one, none, or this one: never half of it). */
  async write(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.s3.bucket,
        Key: objectKey(this.s3.prefix, key),
        Body: bytes,
        ContentType: contentType,
      }),
    )
  }
}
