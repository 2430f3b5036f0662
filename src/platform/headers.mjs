// @ts-check
/**
 * Request headers the HTTP server (`src/server/edge/headers.mjs`) sets for the app. Plain JavaScript with no imports:
 * the server (`server.mjs`) and the app both load it.
 */

/**
 * The client's address, from the socket or the trusted proxies in front (`TRUST_PROXY_HOPS`); the edge drops
 * any value a client sent. The app reads it with `clientAddress` (`src/platform/http.ts`) for rate limits.
 */
export const CLIENT_IP_HEADER = 'x-wellread-client-ip'
