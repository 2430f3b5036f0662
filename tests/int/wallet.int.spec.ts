import { createHash, createVerify } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { unzipSync } from 'fflate'
import { importSPKI, jwtVerify } from 'jose'
import forge from 'node-forge'
import { sampleCoupon } from '@/services/pricing/testData'
import { buildApplePass } from '@/services/wallet/apple'
import { GOOGLE_SAVE_URL, googleSaveLink } from '@/services/wallet/google'
import { WalletNotConfiguredError, WalletPassError } from '@/services/wallet/types'
import { generateWalletCredentials, type WalletCredentials, writeWalletCredentials } from '../peers/certs.mjs'

type PassField = { key: string; label?: string; value: string }
type PassJson = {
  formatVersion: number
  passTypeIdentifier: string
  teamIdentifier: string
  serialNumber: string
  organizationName: string
  description: string
  coupon: Record<
    'headerFields' | 'primaryFields' | 'secondaryFields' | 'auxiliaryFields' | 'backFields',
    PassField[]
  >
  barcodes: { message: string; format: string; altText?: string }[]
}

/**
 * Checks a detached PKCS #7 signature as Wallet does: the signer's certificate was issued by the WWDR
 * certificate, the signed attributes carry the manifest's SHA-1 digest, and the signer's key signed them.
 */
function verifyManifestSignature(
  signature: Uint8Array,
  manifest: Uint8Array,
  wwdrPem: string,
  signerPem: string,
) {
  const der = forge.util.createBuffer(Buffer.from(signature).toString('binary'))
  const asn1 = forge.asn1.fromDer(der)
  const message = forge.pkcs7.messageFromAsn1(asn1) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { signerInfos: forge.asn1.Asn1[] }
  }
  const wwdr = forge.pki.certificateFromPem(wwdrPem)
  const signer = forge.pki.certificateFromPem(signerPem)
  const fingerprints = message.certificates.map((c) =>
    forge.pki.getPublicKeyFingerprint(c.publicKey, { encoding: 'hex' }),
  )
  expect(fingerprints).toEqual(
    expect.arrayContaining([
      forge.pki.getPublicKeyFingerprint(wwdr.publicKey, { encoding: 'hex' }),
      forge.pki.getPublicKeyFingerprint(signer.publicKey, { encoding: 'hex' }),
    ]),
  )
  expect(wwdr.verify(signer)).toBe(true)

  const signerInfo = message.rawCapture.signerInfos[0]!
  const parts = signerInfo.value as forge.asn1.Asn1[]
  // SignerInfo: version, issuerAndSerialNumber, digestAlgorithm, [0] authenticatedAttributes, digestEncryptionAlgorithm, encryptedDigest
  const attributes = parts.find((p) => p.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && p.type === 0)!
  const encryptedDigest = parts.at(-1)!
  // The signature covers the attributes encoded as a SET (tag 0x31), not as the [0] they are stored under.
  const attributesAsSet = forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    forge.asn1.Type.SET,
    true,
    attributes.value as forge.asn1.Asn1[],
  )
  const signedBytes = Buffer.from(forge.asn1.toDer(attributesAsSet).getBytes(), 'binary')
  const digestAttribute = (attributes.value as forge.asn1.Asn1[]).find(
    (a) =>
      forge.asn1.derToOid((a.value as forge.asn1.Asn1[])[0]!.value as string as never) ===
      forge.pki.oids.messageDigest,
  )!
  const digestValue = ((digestAttribute.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!
    .value as string
  expect(Buffer.from(digestValue, 'binary').toString('hex')).toBe(
    createHash('sha1').update(manifest).digest('hex'),
  )
  const verifier = createVerify('sha1')
  verifier.update(signedBytes)
  expect(verifier.verify(signerPem, Buffer.from(encryptedDigest.value as string, 'binary'))).toBe(true)
}

describe('wallet passes', () => {
  let credentials: WalletCredentials
  const siteUrl = 'https://wellread.example'

  beforeAll(() => {
    credentials = generateWalletCredentials()
  })

  it('builds an Apple Wallet pass signed with the configured certificates: pass.json, manifest, signature', async () => {
    const coupon = sampleCoupon({ id: 'WALLETPASS01' })
    const pkpass = await buildApplePass(coupon, credentials.apple, { siteUrl })
    const files = unzipSync(new Uint8Array(pkpass))
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'pass.json',
        'manifest.json',
        'signature',
        'icon.png',
        'icon@2x.png',
        'logo.png',
      ]),
    )

    const pass = JSON.parse(Buffer.from(files['pass.json']!).toString('utf8')) as PassJson
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: credentials.apple.passTypeId,
      teamIdentifier: credentials.apple.teamId,
      serialNumber: 'WALLETPASS01',
      organizationName: 'Wellread',
    })
    const fields = Object.fromEntries(
      Object.values(pass.coupon)
        .flat()
        .map((f) => [f.key, f.value]),
    )
    expect(fields).toMatchObject({
      price: '$11.87',
      drug: 'Atorvastatin',
      pharmacy: 'Maple Row Pharmacy',
      bin: '610749',
      pcn: 'WRX',
      grp: 'WRGEN01',
      member: 'WR004815162',
    })
    expect(fields.notes).toContain('It does not expire, though the price may change.')
    expect(pass.barcodes[0]).toMatchObject({ message: 'WR004815162', format: 'PKBarcodeFormatCode128' })

    // Every file but the manifest and signature is listed with its SHA-1, and nothing else is.
    const manifest = JSON.parse(Buffer.from(files['manifest.json']!).toString('utf8')) as Record<
      string,
      string
    >
    const listed = Object.keys(files).filter((f) => f !== 'manifest.json' && f !== 'signature')
    expect(Object.keys(manifest).sort()).toEqual(listed.sort())
    for (const name of listed)
      expect(manifest[name], name).toBe(createHash('sha1').update(files[name]!).digest('hex'))

    verifyManifestSignature(
      files.signature!,
      files['manifest.json']!,
      credentials.apple.wwdr,
      credentials.apple.cert,
    )
    // The check itself can fail: a changed manifest, or another CA as WWDR, does not pass.
    const changed = Buffer.from(JSON.stringify({ ...manifest, 'pass.json': '0'.repeat(40) }))
    expect(() =>
      verifyManifestSignature(files.signature!, changed, credentials.apple.wwdr, credentials.apple.cert),
    ).toThrow()
    const stranger = generateWalletCredentials()
    expect(() =>
      verifyManifestSignature(
        files.signature!,
        files['manifest.json']!,
        stranger.apple.wwdr,
        credentials.apple.cert,
      ),
    ).toThrow()

    // The icon is a real PNG drawn from the site's mark.
    expect(Buffer.from(files['icon@2x.png']!).subarray(1, 4).toString()).toBe('PNG')
  })

  it('reads certificates and keys from file paths as well as PEM text', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-wallet-'))
    try {
      const env = writeWalletCredentials(dir, credentials)
      const pkpass = await buildApplePass(
        sampleCoupon(),
        {
          ...credentials.apple,
          cert: env.APPLE_PASS_CERT!,
          key: env.APPLE_PASS_KEY!,
          wwdr: env.APPLE_WWDR_CERT!,
        },
        { siteUrl },
      )
      expect(Object.keys(unzipSync(new Uint8Array(pkpass)))).toContain('signature')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('fails with a typed error when the key’s passphrase is wrong', async () => {
    const error = await buildApplePass(
      sampleCoupon(),
      { ...credentials.apple, keyPassphrase: 'wrong' },
      { siteUrl },
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletPassError)
    expect((error as WalletPassError).platform).toBe('iOS')
  })

  it('signs a Google Wallet save link that verifies with the service account’s public key and carries the coupon', async () => {
    const link = await googleSaveLink(sampleCoupon({ id: 'GOOGLEPASS01' }), credentials.google, { siteUrl })
    expect(link.startsWith(GOOGLE_SAVE_URL)).toBe(true)
    const jwt = link.slice(GOOGLE_SAVE_URL.length)
    const { payload, protectedHeader } = await jwtVerify(
      jwt,
      await importSPKI(credentials.google.publicKey, 'RS256'),
      {
        issuer: credentials.google.serviceAccountEmail,
        audience: 'google',
      },
    )
    expect(protectedHeader.alg).toBe('RS256')
    expect(payload.typ).toBe('savetowallet')
    expect(payload.origins).toEqual(['https://wellread.example'])
    const { genericObjects, genericClasses } = payload.payload as {
      genericObjects: {
        id: string
        classId: string
        textModulesData: { id: string; body: string }[]
        barcode: { value: string }
      }[]
      genericClasses: { id: string }[]
    }
    const object = genericObjects[0]!
    expect(object.id).toBe(`${credentials.google.issuerId}.coupon-GOOGLEPASS01`)
    expect(object.classId).toBe(genericClasses[0]!.id)
    expect(Object.fromEntries(object.textModulesData.map((m) => [m.id, m.body]))).toMatchObject({
      price: '$11.87',
      pharmacy: 'Maple Row Pharmacy, 410 Washington St',
      bin: '610749',
      pcn: 'WRX',
      grp: 'WRGEN01',
      member: 'WR004815162',
    })
    expect(object.barcode.value).toBe('WR004815162')
  })

  it('a link signed with another key does not verify', async () => {
    const other = generateWalletCredentials()
    const link = await googleSaveLink(sampleCoupon(), other.google, { siteUrl })
    await expect(
      jwtVerify(link.slice(GOOGLE_SAVE_URL.length), await importSPKI(credentials.google.publicKey, 'RS256')),
    ).rejects.toThrow()
  })

  it('says clearly when a wallet is not configured', async () => {
    const { resetConfig } = await import('@/platform/config.mjs')
    const saved = { ...process.env }
    for (const key of Object.keys(process.env))
      if (key.startsWith('APPLE_') || key.startsWith('GOOGLE_WALLET_')) delete process.env[key]
    resetConfig()
    try {
      const { appleWalletPass, googleWalletLink } = await import('@/services/wallet')
      const apple = await appleWalletPass(sampleCoupon()).catch((e: unknown) => e)
      expect(apple).toBeInstanceOf(WalletNotConfiguredError)
      expect((apple as Error).message).toMatch(/APPLE_PASS_CERT/)
      const google = await googleWalletLink(sampleCoupon()).catch((e: unknown) => e)
      expect(google).toBeInstanceOf(WalletNotConfiguredError)
      expect((google as Error).message).toMatch(/GOOGLE_WALLET_PRIVATE_KEY/)
    } finally {
      process.env = saved
      resetConfig()
    }
  })
})
