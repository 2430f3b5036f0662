// @vitest-environment node
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { createPregenerator } from './pregenerate'
import { pregenerationOf, pregenerationSteps, requestPregeneration, setPregenerator } from './pregeneration'
import { VariantStore } from './variants'

/** Issue 31: an editor's upload gets its common ladder steps made in the background, once. */
let dir: string
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wr-pregenerate-'))
  fs.mkdirSync(path.join(dir, 'media'))
  await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#3a7' } })
    .jpeg()
    .toFile(path.join(dir, 'media', 'walk.jpg'))
})
afterAll(() => {
  setPregenerator(null)
  fs.rmSync(dir, { recursive: true, force: true })
})

const upload = {
  filename: 'walk.jpg',
  width: 1000,
  mimeType: 'image/jpeg',
  updatedAt: '2026-11-30T12:00:00.000Z',
}

describe('pre-generation', () => {
  it('chooses the common steps up to the upload’s largest step, and nothing for what the proxy does not make', () => {
    expect(pregenerationSteps(1000)).toEqual([240, 480, 640, 800])
    expect(pregenerationSteps(3000)).toEqual([240, 480, 640, 800, 1600])
    expect(pregenerationSteps(200)).toEqual([240])
    expect(pregenerationOf(upload)).toEqual({
      file: 'walk.jpg',
      version: Date.parse(upload.updatedAt).toString(36),
      widths: [240, 480, 640, 800],
    })
    expect(pregenerationOf({ ...upload, mimeType: 'image/svg+xml', filename: 'logo.svg' })).toBeNull()
    expect(pregenerationOf({ ...upload, width: null })).toBeNull()
    expect(pregenerationOf({ ...upload, updatedAt: null })).toBeNull()
  })

  it('makes them once in the background, so that a reader’s first request finds them made', async () => {
    const cacheDir = path.join(dir, 'cache')
    const store = new VariantStore({ mediaDir: path.join(dir, 'media'), cacheDir })
    // No worker registered (a script, the seeding): nothing happens.
    requestPregeneration(upload)
    expect(store.load().made).toBe(0)
    const pregenerator = createPregenerator(store)
    setPregenerator(pregenerator.worker)
    requestPregeneration(upload)
    requestPregeneration(upload)
    await pregenerator.idle()
    expect(store.load()).toMatchObject({ made: 4, mostAtOnce: 1 })
    expect(fs.readdirSync(cacheDir).filter((f) => f.endsWith('.avif'))).toHaveLength(4)
    // A reader in another process (a new store on the same folder) gets the 640 step without a resize.
    const reader = new VariantStore({ mediaDir: path.join(dir, 'media'), cacheDir })
    const got = await reader.variant(
      { file: 'walk.jpg', width: 640, version: Date.parse(upload.updatedAt).toString(36) },
      'avif',
    )
    expect(typeof got).not.toBe('string')
    expect(reader.load().made).toBe(0)
  })
})
