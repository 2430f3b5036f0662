// @ts-check
/**
 * Local peers for integration and end-to-end tests: real servers on 127.0.0.1 standing in for the mail and
 * SMS providers and for a third party (analytics collector and pixel host, issue 18), and generated wallet
 * credentials. Plain JavaScript so `scripts/e2e.mjs` can import them.
 */
export { generateWalletCredentials, walletEnv, writeWalletCredentials } from './certs.mjs'
export { parseEnvelope, startGlitchTipPeer } from './glitchtip.mjs'
export { startOidcPeer } from './oidc.mjs'
export { startS3Peer } from './s3.mjs'
export { startSmsPeer } from './sms.mjs'
export { startSmtpPeer } from './smtp.mjs'
export {
  COLLECT_PATH,
  PEER_CONTROL_PATH,
  PEER_COOKIE,
  readThirdPartyRequests,
  resetThirdPartyPeer,
  startThirdPartyPeer,
} from './thirdParty.mjs'
export { startTrackingIngestPeer } from './trackingIngest.mjs'
