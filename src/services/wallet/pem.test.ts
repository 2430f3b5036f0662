// @vitest-environment node
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readPem } from './pem'

const PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n'

describe('readPem', () => {
  it('takes PEM text as it is', () => {
    expect(readPem(PEM)).toBe(PEM)
  })

  it('restores line breaks written as \\n in an environment variable', () => {
    expect(readPem('-----BEGIN CERTIFICATE-----\\nMIIB\\n-----END CERTIFICATE-----')).toBe(PEM)
  })

  it('reads a path to a PEM file, and refuses a file that holds none', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-pem-'))
    try {
      fs.writeFileSync(path.join(dir, 'cert.pem'), PEM)
      fs.writeFileSync(path.join(dir, 'other.txt'), 'hello')
      expect(readPem(path.join(dir, 'cert.pem'))).toBe(PEM)
      expect(() => readPem(path.join(dir, 'other.txt'))).toThrow(/PEM/)
      expect(() => readPem(path.join(dir, 'missing.pem'))).toThrow()
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
