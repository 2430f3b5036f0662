// @vitest-environment node
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { memoryKeyValueStore } from '@/platform/state/adapters/memory'
import { createBotCheckChallenge, MAX_TOKEN_LENGTH, verifyBotCheckToken } from './botcheck'
import { handleBotCheckChallenge } from './http'
import { BOT_CHECK_TTL_SECONDS, type BotCheckChallenge, encodeBotCheckToken, solveBotCheck } from './shared'

const hmacKey = 'bot-check-test-key-0123456789abcdef'
const maxNumber = 2_000

async function solvedToken(challenge: BotCheckChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('not solved')
  return encodeBotCheckToken({ challenge, solution })
}

describe('bot check (self-hosted proof of work)', () => {
  it('issues a signed challenge that expires after 10 minutes', async () => {
    const now = Date.now()
    const challenge = await createBotCheckChallenge({ hmacKey, maxNumber, now })
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.parameters.algorithm).toBe('SHA-256')
    expect(challenge.parameters.expiresAt).toBe(Math.floor(now / 1000) + BOT_CHECK_TTL_SECONDS)
  })

  it('accepts a solved challenge once, and refuses it the second time', async () => {
    const store = memoryKeyValueStore()
    const token = await solvedToken(await createBotCheckChallenge({ hmacKey, maxNumber }))
    expect(await verifyBotCheckToken(token, { hmacKey, store })).toEqual({ ok: true })
    expect(await verifyBotCheckToken(token, { hmacKey, store })).toEqual({ ok: false, reason: 'reused' })
  })

  it('lets only one of two racing requests with the same token through', async () => {
    const store = memoryKeyValueStore()
    const token = await solvedToken(await createBotCheckChallenge({ hmacKey, maxNumber }))
    const results = await Promise.all([
      verifyBotCheckToken(token, { hmacKey, store }),
      verifyBotCheckToken(token, { hmacKey, store }),
    ])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
  })

  it('refuses a wrong solution, and does not remember it', async () => {
    const store = memoryKeyValueStore()
    const challenge = await createBotCheckChallenge({ hmacKey, maxNumber })
    const solution = await solveChallenge({ challenge, deriveKey })
    const wrongKey = `${solution!.derivedKey.slice(0, -2)}${solution!.derivedKey.endsWith('00') ? '01' : '00'}`
    const wrong = encodeBotCheckToken({ challenge, solution: { ...solution!, derivedKey: wrongKey } })
    expect(await verifyBotCheckToken(wrong, { hmacKey, store })).toEqual({ ok: false, reason: 'invalid' })
    // The right answer to the same challenge still works: the failed try marked nothing.
    const right = encodeBotCheckToken({ challenge, solution: solution! })
    expect(await verifyBotCheckToken(right, { hmacKey, store })).toEqual({ ok: true })
  })

  it('refuses a challenge signed with another key, or with changed parameters', async () => {
    const store = memoryKeyValueStore()
    const foreign = await solvedToken(
      await createBotCheckChallenge({ hmacKey: 'another-key-0123456789abcdef', maxNumber }),
    )
    expect(await verifyBotCheckToken(foreign, { hmacKey, store })).toEqual({ ok: false, reason: 'invalid' })
    const challenge = await createBotCheckChallenge({ hmacKey, maxNumber })
    const solution = await solveChallenge({ challenge, deriveKey })
    const stretched = encodeBotCheckToken({
      challenge: {
        ...challenge,
        parameters: { ...challenge.parameters, expiresAt: (challenge.parameters.expiresAt ?? 0) + 86_400 },
      },
      solution: solution!,
    })
    expect(await verifyBotCheckToken(stretched, { hmacKey, store })).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses an expired challenge, even when solved', async () => {
    const store = memoryKeyValueStore()
    const issued = Date.now() - (BOT_CHECK_TTL_SECONDS + 1) * 1000
    const token = await solvedToken(await createBotCheckChallenge({ hmacKey, maxNumber, now: issued }))
    expect(await verifyBotCheckToken(token, { hmacKey, store })).toEqual({ ok: false, reason: 'expired' })
    // The library's own expiry check agrees with ours.
    const fresh = await solvedToken(await createBotCheckChallenge({ hmacKey, maxNumber }))
    const later = Date.now() + (BOT_CHECK_TTL_SECONDS + 1) * 1000
    expect(await verifyBotCheckToken(fresh, { hmacKey, store, now: later })).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it.each([
    ['empty', ''],
    ['not base64 JSON', 'not-a-token'],
    ['JSON of another shape', btoa(JSON.stringify({ challenge: {}, solution: {} }))],
    ['too long', 'A'.repeat(MAX_TOKEN_LENGTH + 1)],
  ])('refuses a malformed token (%s)', async (_name, token) => {
    expect(await verifyBotCheckToken(token, { hmacKey, store: memoryKeyValueStore() })).toEqual({
      ok: false,
      reason: 'malformed',
    })
  })

  it('the browser helper fetches a challenge from the endpoint and returns a token the server accepts', async () => {
    const store = memoryKeyValueStore()
    const requested: string[] = []
    const route = async (input: RequestInfo | URL) => {
      requested.push(String(input))
      return handleBotCheckChallenge(() => createBotCheckChallenge({ hmacKey, maxNumber }))
    }
    const token = await solveBotCheck({ fetch: route as typeof fetch })
    expect(requested).toEqual(['/api/bot-check/challenge'])
    expect(await verifyBotCheckToken(token, { hmacKey, store })).toEqual({ ok: true })
  })

  it('the challenge endpoint answers JSON that no cache keeps', async () => {
    const response = await handleBotCheckChallenge(() => createBotCheckChallenge({ hmacKey, maxNumber }))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const body = (await response.json()) as BotCheckChallenge
    expect(body.parameters.keyPrefix).toMatch(/^[0-9a-f]+$/)
  })
})
