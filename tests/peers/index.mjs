// @ts-check
/**
 * Local peers for integration and end-to-end tests: real servers on 127.0.0.1 standing in for the mail and
 * SMS providers, and generated wallet credentials. Plain JavaScript so `scripts/e2e.mjs` can import them.
 */
export { generateWalletCredentials, walletEnv, writeWalletCredentials } from './certs.mjs'
export { startSmsPeer } from './sms.mjs'
export { startSmtpPeer } from './smtp.mjs'
