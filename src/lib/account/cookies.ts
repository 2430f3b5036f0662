/**
 * The account's cookies (issue 18): the session is httpOnly; the hint is readable and holds no secret. Set by
 * the server; the hint is read by the page's always-loaded code, which is why these live apart from the
 * rest of the contract.
 */
export const SESSION_COOKIE = 'wr_session'
export const SIGNED_IN_HINT_COOKIE = 'wr_auth'
