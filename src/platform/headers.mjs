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

/**
 * Set to `1` by the HTTP server when the request comes from this machine itself: the connection and every
 * forwarded address it carries are loopback (`isLocalClient` in src/server/edge/headers.mjs); the edge drops
 * any value a client sent. `GET /metrics` without METRICS_TOKEN answers only such a request.
 */
export const CLIENT_LOCAL_HEADER = 'x-wellread-client-local'
