/** What callers outside the server may know of shared state: nothing but the prefix of its keys. */
export const STATE_KEY_PREFIX = 'wellread:'
