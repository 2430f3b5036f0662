import { deflateSync } from 'node:zlib'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { UNREADABLE_UPLOAD_MESSAGE } from '@/services/images/upload'
import { createTestPayload, dbTargets } from './helpers'

/** CRC-32 (PNG's), to write a valid header by hand. */
function crc32(bytes: Buffer): number {
  let c = ~0
  for (const b of bytes) {
    c ^= b
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1))
  }
  return ~c >>> 0
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}
/** A PNG whose header says 20,000 × 20,000 (400 megapixels): tiny on disk, enormous decoded. */
function enormousPng(): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(20_000, 0)
  ihdr.writeUInt32BE(20_000, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * Uploads the image proxy could not serve are refused at upload time with an editor's message (issue 31): a
 * damaged file and an enormous one, before Payload stores or resizes anything; a good one is kept.
 */
describe.each(dbTargets())('media uploads on $kind', (target) => {
  let payload: Payload
  let cleanup: () => Promise<void>
  beforeAll(async () => {
    ;({ payload, cleanup } = await createTestPayload(target))
  })
  afterAll(async () => {
    await cleanup?.()
  })

  const upload = (data: Buffer, name: string, mimetype: string) =>
    payload.create({
      collection: 'media',
      data: { alt: 'A test image' },
      file: { data, mimetype, name, size: data.length },
      overrideAccess: true,
    })

  it('refuses a damaged file and an enormous image with a message that says what to do, and keeps nothing', async () => {
    const before = await payload.count({ collection: 'media', overrideAccess: true })
    const good = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#4a8' } })
      .jpeg()
      .toBuffer()
    await expect(
      upload(Buffer.from('not an image, only named like one'), 'broken.jpg', 'image/jpeg'),
    ).rejects.toThrow(UNREADABLE_UPLOAD_MESSAGE)
    await expect(upload(good.subarray(0, 200), 'cut-short.jpg', 'image/jpeg')).rejects.toThrow(
      UNREADABLE_UPLOAD_MESSAGE,
    )
    await expect(upload(enormousPng(), 'enormous.png', 'image/png')).rejects.toThrow(
      /^This image is 20,000 × 20,000 pixels \(400 megapixels\); the largest we take is 50 megapixels\./,
    )
    expect((await payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(
      before.totalDocs,
    )
    const kept = await upload(good, 'fine.jpg', 'image/jpeg')
    expect(kept).toMatchObject({ width: 40, height: 30 })
  })
})
