// @ts-check
/**
 * An S3-compatible object store for tests (s3rver, from npm): a real server on 127.0.0.1 with one bucket, its
 * objects in a temporary folder that `close()` removes. Point the app at it with `peer.env` (S3_BUCKET,
 * S3_ENDPOINT, the keys, path-style addresses).
 *
 *   const s3 = await startS3Peer()
 *   // … S3 clients at s3.endpoint, bucket s3.bucket
 *   await s3.close()
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

/**
 * @typedef {object} S3Peer
 * @property {string} endpoint `http://127.0.0.1:PORT`, for S3_ENDPOINT
 * @property {string} bucket
 * @property {string} accessKeyId s3rver's fixed key (it checks signatures against it)
 * @property {string} secretAccessKey
 * @property {string} directory where it keeps the objects
 * @property {Record<string, string>} env the app's S3_* settings for this peer
 * @property {() => Promise<void>} close
 */

/**
 * @param {{ bucket?: string, port?: number }} [options]
 * @returns {Promise<S3Peer>}
 */
export async function startS3Peer({ bucket = 'wellread-media', port = 0 } = {}) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const address = await server.run()
  const endpoint = `http://127.0.0.1:${address.port}`
  // s3rver accepts only its own fixed credentials.
  const accessKeyId = 'S3RVER'
  const secretAccessKey = 'S3RVER'
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'on',
    },
    close: async () => {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
