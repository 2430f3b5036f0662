// @ts-check
/**
 * Wallet credentials for tests, made on the spot: a certificate authority standing in for Apple's WWDR
 * intermediate, a pass type certificate it signs (with its key encrypted under a passphrase, as Apple's
 * exported keys usually are), and an RSA key pair standing in for a Google service account. Certificates
 * are built with node-forge; keys come from node:crypto (native, so fast). Nothing is downloaded and
 * nothing here is trusted by any real wallet.
 *
 *   const creds = generateWalletCredentials()
 *   Object.assign(process.env, walletEnv(creds))            // PEM text in the environment
 *   Object.assign(process.env, writeWalletCredentials(dir, creds))   // or files, with paths in it
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import forge from 'node-forge'

/**
 * @typedef {object} WalletCredentials
 * @property {{ passTypeId: string, teamId: string, wwdr: string, cert: string, key: string, keyPassphrase: string }} apple
 *   PEM text: `wwdr` the test CA, `cert` the pass type certificate it signed, `key` its encrypted private key
 * @property {{ issuerId: string, serviceAccountEmail: string, privateKey: string, publicKey: string }} google
 *   PEM text: `privateKey` PKCS#8 (as in a service account's JSON key), `publicKey` SPKI to verify with
 */

/** @returns {{ privatePem: string, publicPem: string }} an RSA 2048 key pair: PKCS#1 private, SPKI public */
function rsaPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    privatePem: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  }
}

/**
 * @param {{ subject: forge.pki.CertificateField[], issuer: forge.pki.CertificateField[], publicPem: string, signingKeyPem: string, ca: boolean }} options
 * @returns {string} the certificate, PEM
 */
function certificate({ subject, issuer, publicPem, signingKeyPem, ca }) {
  const cert = forge.pki.createCertificate()
  cert.publicKey = forge.pki.publicKeyFromPem(publicPem)
  // A positive serial number: a leading 0 nibble keeps the DER integer from reading as negative.
  cert.serialNumber = `0${randomBytes(8).toString('hex')}`
  cert.validity.notBefore = new Date(Date.now() - 60_000)
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000)
  cert.setSubject(subject)
  cert.setIssuer(issuer)
  cert.setExtensions(
    ca
      ? [
          { name: 'basicConstraints', cA: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true },
        ]
      : [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true },
        ],
  )
  cert.sign(forge.pki.privateKeyFromPem(signingKeyPem), forge.md.sha256.create())
  return forge.pki.certificateToPem(cert)
}

/**
 * @param {{ passTypeId?: string, teamId?: string, passphrase?: string, googleIssuerId?: string, googleServiceAccountEmail?: string }} [options]
 * @returns {WalletCredentials}
 */
export function generateWalletCredentials({
  passTypeId = 'pass.test.wellread.coupon',
  teamId = 'WRTEST1234',
  passphrase = 'wellread-test-passphrase',
  googleIssuerId = '3388000000099999999',
  googleServiceAccountEmail = 'wallet@wellread-test.iam.gserviceaccount.com',
} = {}) {
  const caKeys = rsaPair()
  const caName = [
    { name: 'commonName', value: 'Wellread Test WWDR Certification Authority' },
    { name: 'organizationName', value: 'Wellread Tests' },
  ]
  const wwdr = certificate({
    subject: caName,
    issuer: caName,
    publicPem: caKeys.publicPem,
    signingKeyPem: caKeys.privatePem,
    ca: true,
  })
  const signerKeys = rsaPair()
  const cert = certificate({
    subject: [
      { name: 'commonName', value: `Pass Type ID: ${passTypeId}` },
      { name: 'organizationalUnitName', value: teamId },
      { name: 'organizationName', value: 'Wellread Tests' },
    ],
    issuer: caName,
    publicPem: signerKeys.publicPem,
    signingKeyPem: caKeys.privatePem,
    ca: false,
  })
  const key = forge.pki.encryptRsaPrivateKey(forge.pki.privateKeyFromPem(signerKeys.privatePem), passphrase, {
    algorithm: 'aes256',
  })
  const google = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    apple: { passTypeId, teamId, wwdr, cert, key, keyPassphrase: passphrase },
    google: {
      issuerId: googleIssuerId,
      serviceAccountEmail: googleServiceAccountEmail,
      privateKey: google.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      publicKey: google.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    },
  }
}

/**
 * The app's environment for these credentials, with the PEM text inline.
 * @param {WalletCredentials} credentials
 * @returns {Record<string, string>}
 */
export function walletEnv({ apple, google }) {
  return {
    APPLE_PASS_TYPE_ID: apple.passTypeId,
    APPLE_TEAM_ID: apple.teamId,
    APPLE_PASS_CERT: apple.cert,
    APPLE_PASS_KEY: apple.key,
    APPLE_PASS_KEY_PASSPHRASE: apple.keyPassphrase,
    APPLE_WWDR_CERT: apple.wwdr,
    GOOGLE_WALLET_ISSUER_ID: google.issuerId,
    GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: google.serviceAccountEmail,
    GOOGLE_WALLET_PRIVATE_KEY: google.privateKey,
  }
}

/**
 * Write the credentials as PEM files in `dir` (readable by this user only) and return the app's
 * environment with their paths, as an operator would configure real ones.
 * @param {string} dir
 * @param {WalletCredentials} credentials
 * @returns {Record<string, string>}
 */
export function writeWalletCredentials(dir, credentials) {
  fs.mkdirSync(dir, { recursive: true })
  /** @param {string} name @param {string} text */
  const write = (name, text) => {
    const file = path.join(dir, name)
    fs.writeFileSync(file, text, { mode: 0o600 })
    return file
  }
  return {
    ...walletEnv(credentials),
    APPLE_PASS_CERT: write('pass-cert.pem', credentials.apple.cert),
    APPLE_PASS_KEY: write('pass-key.pem', credentials.apple.key),
    APPLE_WWDR_CERT: write('wwdr.pem', credentials.apple.wwdr),
    GOOGLE_WALLET_PRIVATE_KEY: write('google-wallet-key.pem', credentials.google.privateKey),
  }
}
