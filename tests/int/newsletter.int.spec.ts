import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { simpleParser } from 'mailparser'
import type { Payload } from 'payload'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { loadConfig } from '@/platform/config.mjs'
import { CLIENT_IP_HEADER } from '@/platform/headers.mjs'
import { memoryKeyValueStore, memoryRateLimiter } from '@/platform/state/adapters/memory'
import { createBotCheckChallenge, verifyBotCheckToken } from '@/services/botcheck/botcheck'
import { type BotCheckChallenge, encodeBotCheckToken } from '@/services/botcheck/shared'
import { outboxMailer } from '@/services/mail/adapters/outbox'
import { smtpMailer } from '@/services/mail/adapters/smtp'
import type { MailMessage } from '@/services/mail/types'
import { httpNewsletterProvider, SUBSCRIBE_PATH } from '@/services/newsletter/adapters/http'
import { localNewsletterProvider } from '@/services/newsletter/adapters/local'
import { confirmationEmail } from '@/services/newsletter/email'
import {
  handleNewsletterConfirm,
  handleNewsletterSignup,
  handleNewsletterUnsubscribe,
  type NewsletterDependencies,
} from '@/services/newsletter/http'
import { readNewsletterLists } from '@/services/newsletter/lists'
import { hashToken, newToken } from '@/services/newsletter/rules'
import {
  MOCK_SUCCESS_EMAIL,
  NEWSLETTER_MESSAGES,
  type NewsletterResponse,
} from '@/services/newsletter/shared'
import { sampleLists, sampleSignup } from '@/services/newsletter/testData'
import type { NewsletterProvider } from '@/services/newsletter/types'
import { NewsletterProviderError } from '@/services/newsletter/types'
import { type ReceivedMail, type SmtpPeer, startSmtpPeer } from '../peers/smtp.mjs'
import { captureLogs } from '../unit/log-capture'
import { createTestPayload, dbTargets } from './helpers'

/** The confirm button's gate (the route's: anything but another site's page), without a limit here. */
const CONFIRM_GATE = { trustedOrigins: ['http://localhost'], origin: 'not-cross-site' as const }

/**
 * The newsletter service end to end: the local provider on SQLite (and Postgres with TEST_POSTGRES_URL)
 * with its confirmation email delivered to a real SMTP server the test starts, the links in that email
 * confirming and unsubscribing, the app's routes wired as in production, and the HTTP provider against a
 * mail provider's API this test starts (success, refusals, failures, a stalled answer).
 */

const SITE_URL = 'https://wellread.example'
const FROM = 'Wellread <news@wellread.example>'
const hmacKey = 'newsletter-int-test-bot-check-key-0123456789'
const botStore = memoryKeyValueStore()

async function botCheckToken(): Promise<string> {
  const challenge = await createBotCheckChallenge({ hmacKey, maxNumber: 1_000 })
  const solution = await solveChallenge({ challenge, deriveKey })
  return encodeBotCheckToken({ challenge, solution: solution! })
}

let ipCounter = 1
const newIp = () => `203.0.113.${ipCounter++}`

/** A sign-up as the site's own page posts it (`from`: the headers that say where it comes from). */
function signupRequest(
  body: unknown,
  ip = newIp(),
  from: Record<string, string> = { origin: SITE_URL },
): Request {
  return new Request('http://localhost/api/activate/site', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CLIENT_IP_HEADER]: ip, ...from },
    body: JSON.stringify(body),
  })
}

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as NewsletterResponse }
}

/** The value of a header in a raw message, unfolded. */
function header(raw: string, name: string): string | null {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ')
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)
  return match ? match[1]!.trim() : null
}

/** The tokens a confirmation email carries: in its links and its List-Unsubscribe header. */
function tokensOf(mail: ReceivedMail) {
  // The confirm link opens the confirm page, never the route that confirms.
  expect(`${mail.text}\n${mail.html}`).not.toContain('/api/newsletter/confirm')
  const confirm = /https:\/\/wellread\.example\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(
    mail.text,
  )?.[1]
  const unsubscribe = /\/newsletter\/unsubscribe\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1]
  const oneClick = /^<(https:\/\/[^>]+)>$/.exec(header(mail.raw, 'List-Unsubscribe') ?? '')?.[1]
  expect(confirm).toBeDefined()
  expect(unsubscribe).toBeDefined()
  expect(oneClick).toBe(`${SITE_URL}/api/newsletter/unsubscribe?token=${unsubscribe}`)
  return { confirm: confirm!, unsubscribe: unsubscribe!, oneClick: oneClick! }
}

/** The confirm page's button: its form, posted. */
const confirmRequest = (token: string) =>
  new Request(`${SITE_URL}/api/newsletter/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  })
/** A `GET` of a link, as a mail scanner or a link preview makes it. */
const getRequest = (url: string) => new Request(url)
const oneClickRequest = (url: string) =>
  new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  })
const formUnsubscribeRequest = (token: string) =>
  new Request(`${SITE_URL}/api/newsletter/unsubscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  })

describe.each(dbTargets())('the local newsletter provider on $kind', (target) => {
  let payload: Payload
  let cleanup: () => Promise<void>
  let smtp: SmtpPeer
  let savedEnv: NodeJS.ProcessEnv
  let usedDefaultInstance = false
  /** What the server logged during the test (each test's own). */
  let logged: ReturnType<typeof captureLogs>
  /** Each email through its own SMTP connection, as the app's mailer does. */
  const sendMail = async (message: MailMessage) => {
    const m = smtpMailer(smtp.url, FROM)
    try {
      await m.sendMail(message)
    } finally {
      m.close()
    }
  }
  const email = (name: string) => `${name}.${target.kind}@example.com`

  const provider = (now?: () => Date) =>
    localNewsletterProvider({ payload: async () => payload, sendMail, siteUrl: SITE_URL, now })

  function deps(overrides: Partial<NewsletterDependencies> = {}): NewsletterDependencies {
    return {
      checkToken: (token) => verifyBotCheckToken(token, { hmacKey, store: botStore }),
      ipLimiter: memoryRateLimiter({ name: 'int-ip', points: 1_000, durationSeconds: 600 }),
      addressLimiter: memoryRateLimiter({ name: 'int-address', points: 1_000, durationSeconds: 600 }),
      addressHashKey: 'newsletter-int-test',
      lists: () => readNewsletterLists(payload),
      provider: provider(),
      trustedOrigins: [SITE_URL],
      ...overrides,
    }
  }

  const signUp = async (fields: Record<string, unknown>, d = deps()) =>
    answer(
      await handleNewsletterSignup(
        signupRequest({ ...sampleSignup(), recaptcha: await botCheckToken(), ...fields }),
        d,
      ),
    )

  const row = async (address: string) => {
    const found = await payload.find({
      collection: 'newsletterSubscribers',
      where: { email: { equals: address } },
      overrideAccess: true,
      depth: 0,
    })
    return found.docs[0] ?? null
  }
  const rowCount = async () =>
    (await payload.count({ collection: 'newsletterSubscribers', overrideAccess: true })).totalDocs

  const mailsTo = (address: string) => smtp.messages.filter((m) => m.envelopeTo.includes(address))
  async function nextMailTo(address: string, count: number): Promise<ReceivedMail> {
    await smtp.waitForMessages(smtp.messages.length - mailsTo(address).length + count)
    const mails = mailsTo(address)
    expect(mails).toHaveLength(count)
    return mails.at(-1)!
  }

  beforeAll(async () => {
    savedEnv = { ...process.env }
    smtp = await startSmtpPeer()
    ;({ payload, cleanup } = await createTestPayload(target))
    for (const list of sampleLists)
      await payload.create({
        collection: 'newsletterLists',
        data: { listId: list.listId, name: list.name, description: list.description, k1: list.k1 },
        overrideAccess: true,
      })
  })

  afterAll(async () => {
    if (usedDefaultInstance) {
      const { payloadClient } = await import('@/cms/reads')
      await (await payloadClient()).destroy?.()
      // Payload keeps its instances in a process-wide map and does not forget a destroyed one.
      ;(globalThis as { _payload?: Map<string, unknown> })._payload?.delete('default')
    }
    process.env = savedEnv
    const { resetConfig } = await import('@/platform/config.mjs')
    resetConfig()
    await cleanup?.()
    await smtp?.close()
  })

  beforeEach(() => {
    logged = captureLogs()
  })
  afterEach(() => {
    logged.restore()
    // Whatever happened, the server's log holds no address and nothing of the page.
    const log = logged.text()
    expect(log).not.toMatch(/@example\.com|blood pressure|heart-health|hypertension/i)
    vi.restoreAllMocks()
  })

  it('signs up with double opt-in: pending, stored without tokens or the page, and the confirmation email arrives', async () => {
    const address = email('first')
    const res = await signUp({ email: `  ${address.toUpperCase()} ` })
    expect(res).toEqual({ status: 200, body: { success: true, status: 'pending' } })

    const mail = await nextMailTo(address, 1)
    expect(mail.envelopeFrom).toBe('news@wellread.example')
    expect(mail.subject).toBe('Confirm your Wellread newsletter subscription')
    // The lists asked for, and the K1 list (the page's first keyword is "Blood Pressure"), with what they are.
    expect(mail.text).toContain('- The Wellread daily: One email a day with what’s new.')
    expect(mail.text).toContain('- Heart health weekly: One email a week with new research and recipes.')
    expect(mail.text).not.toContain('Sleep better')
    expect(mail.html).toContain('<strong>Heart health weekly</strong>')
    const tokens = tokensOf(mail)
    expect(mail.text).toContain(`${SITE_URL}/newsletter/confirm?token=${tokens.confirm}`)
    expect(mail.html).toContain(`<a href="${SITE_URL}/newsletter/confirm?token=${tokens.confirm}"`)
    expect(mail.html).toContain(`${SITE_URL}/newsletter/unsubscribe?token=${tokens.unsubscribe}`)
    expect(header(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')

    const stored = await row(address)
    expect(stored).toMatchObject({
      email: address,
      status: 'pending',
      lists: ['daily-digest', 'heart-weekly'],
      source: 'article-driver',
      confirmTokenHash: hashToken(tokens.confirm),
      unsubscribeTokenHash: hashToken(tokens.unsubscribe),
      confirmedAt: null,
    })
    expect(stored!.confirmationSentAt).toEqual(expect.any(String))
    const json = JSON.stringify(stored)
    for (const secret of [
      tokens.confirm,
      tokens.unsubscribe,
      '/heart-health',
      'Blood',
      'hypertension',
      'c0ffee',
    ])
      expect(json).not.toContain(secret)
  })

  it('the confirm page’s button confirms once, sets the subscriber cookie, and a second press says so', async () => {
    const address = email('confirms')
    await signUp({ email: address, lists: ['sleep-better'], identifiers: { source: 'footer' } })
    const { confirm } = tokensOf(await nextMailTo(address, 1))
    const links = { confirmGate: CONFIRM_GATE, provider: provider(), secureCookies: true }

    // What the page shows before the button: read, nothing changed (however often scanners open it).
    for (let i = 0; i < 3; i++)
      expect(await links.provider.confirmationStatus(confirm)).toEqual({
        status: 'pending',
        lists: ['sleep-better'],
      })
    expect(await row(address)).toMatchObject({ status: 'pending', confirmedAt: null })

    const first = await handleNewsletterConfirm(confirmRequest(confirm), links)
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe('/newsletter/confirmed?status=confirmed&lists=sleep-better')
    expect(first.headers.get('set-cookie')).toMatch(
      /^wr_nl=1; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure$/,
    )
    expect(await row(address)).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(String) })

    const again = await handleNewsletterConfirm(confirmRequest(confirm), links)
    expect(again.headers.get('location')).toBe('/newsletter/confirmed?status=already&lists=sleep-better')
    expect(await links.provider.confirmationStatus(confirm)).toEqual({
      status: 'already-confirmed',
      lists: ['sleep-better'],
    })

    const unknown = await handleNewsletterConfirm(confirmRequest(newToken()), links)
    expect(unknown.headers.get('location')).toBe('/newsletter/confirmed?status=invalid')
    expect(unknown.headers.get('set-cookie')).toBeNull()
    expect(await links.provider.confirmationStatus(newToken())).toEqual({ status: 'invalid' })
    const broken = await handleNewsletterConfirm(confirmRequest(confirm.slice(0, 20)), links)
    expect(broken.headers.get('location')).toBe('/newsletter/confirmed?status=invalid')
  })

  it('a confirmed address gets new lists at once, without another email', async () => {
    const address = email('confirmed')
    await signUp({ email: address, lists: ['daily-digest'], identifiers: { source: 'footer' } })
    const { confirm } = tokensOf(await nextMailTo(address, 1))
    await handleNewsletterConfirm(confirmRequest(confirm), {
      confirmGate: CONFIRM_GATE,
      provider: provider(),
      secureCookies: true,
    })

    const again = await signUp({ email: address, lists: ['sleep-better'], identifiers: { source: 'footer' } })
    expect(again).toEqual({ status: 200, body: { success: true, status: 'confirmed' } })
    expect(await row(address)).toMatchObject({ status: 'confirmed', lists: ['daily-digest', 'sleep-better'] })
    // Give a stray email time to arrive: none does.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(mailsTo(address)).toHaveLength(1)
  })

  it('a pending address signing up again gets the email again, for every list so far; only the newest links work', async () => {
    const address = email('twice')
    await signUp({ email: address, lists: ['daily-digest'], identifiers: { source: 'footer' } })
    const firstTokens = tokensOf(await nextMailTo(address, 1))
    expect(
      (await signUp({ email: address, lists: ['sleep-better'], identifiers: { source: 'footer' } })).body,
    ).toEqual({
      success: true,
      status: 'pending',
    })
    const second = await nextMailTo(address, 2)
    expect(second.text).toContain('The Wellread daily')
    expect(second.text).toContain('Sleep better')
    const secondTokens = tokensOf(second)
    expect(secondTokens.confirm).not.toBe(firstTokens.confirm)

    const links = { confirmGate: CONFIRM_GATE, provider: provider(), secureCookies: true }
    const old = await handleNewsletterConfirm(confirmRequest(firstTokens.confirm), links)
    expect(old.headers.get('location')).toBe('/newsletter/confirmed?status=invalid')
    const current = await handleNewsletterConfirm(confirmRequest(secondTokens.confirm), links)
    expect(current.headers.get('location')).toBe(
      '/newsletter/confirmed?status=confirmed&lists=daily-digest%2Csleep-better',
    )
  })

  it('two first sign-ups of one address at once make one subscriber with both lists', async () => {
    const address = email('racing')
    const d = deps()
    const request = async (list: string) =>
      signupRequest({
        ...sampleSignup({ email: address, lists: [list], identifiers: { source: 'footer' } }),
        recaptcha: await botCheckToken(),
      })
    const requests = [await request('daily-digest'), await request('sleep-better')]
    const answers = await Promise.all(requests.map(async (r) => answer(await handleNewsletterSignup(r, d))))
    expect(answers.map((x) => x.body)).toEqual([
      { success: true, status: 'pending' },
      { success: true, status: 'pending' },
    ])
    const found = await payload.find({
      collection: 'newsletterSubscribers',
      where: { email: { equals: address } },
      overrideAccess: true,
    })
    expect(found.totalDocs).toBe(1)
    expect([...(found.docs[0]!.lists ?? [])].sort()).toEqual(['daily-digest', 'sleep-better'])
  })

  it('the mock success address stores and sends nothing, but a list the CMS does not have is a 400', async () => {
    const before = { rows: await rowCount(), mails: smtp.messages.length }
    expect(await signUp({ email: MOCK_SUCCESS_EMAIL, lists: ['sleep-better'] })).toEqual({
      status: 200,
      body: { success: true, status: 'pending' },
    })
    expect(await signUp({ email: MOCK_SUCCESS_EMAIL, lists: ['sleep-better', 'no-such-list'] })).toEqual({
      status: 400,
      body: {
        success: false,
        error:
          'lists: "no-such-list" is not a newsletter list of this site. Send only ids of the site’s newsletter lists.',
        field: 'lists',
      },
    })
    expect({ rows: await rowCount(), mails: smtp.messages.length }).toEqual(before)
  })

  it('a confirmation link expires after 30 days', async () => {
    const address = email('late')
    await signUp({ email: address, identifiers: { source: 'footer' } })
    const { confirm } = tokensOf(await nextMailTo(address, 1))
    const later = provider(() => new Date(Date.now() + 31 * 86_400_000))
    expect(await later.confirmationStatus(confirm)).toEqual({ status: 'expired' })
    const res = await handleNewsletterConfirm(confirmRequest(confirm), {
      confirmGate: CONFIRM_GATE,
      provider: later,
      secureCookies: true,
    })
    expect(res.headers.get('location')).toBe('/newsletter/confirmed?status=expired')
    expect(await row(address)).toMatchObject({ status: 'pending' })
  })

  it('one-click unsubscribe (RFC 8058) unsubscribes from every list; the old confirm link stops working; signing up again starts over', async () => {
    const address = email('leaves')
    await signUp({
      email: address,
      lists: ['daily-digest', 'sleep-better'],
      identifiers: { source: 'footer' },
    })
    const tokens = tokensOf(await nextMailTo(address, 1))
    const links = { confirmGate: CONFIRM_GATE, provider: provider(), secureCookies: true }
    await handleNewsletterConfirm(confirmRequest(tokens.confirm), links)

    const res = await handleNewsletterUnsubscribe(oneClickRequest(tokens.oneClick), links)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true })
    expect(res.headers.get('set-cookie')).toMatch(/^wr_nl=; Path=\/; Max-Age=0/)
    expect(await row(address)).toMatchObject({
      status: 'unsubscribed',
      lists: [],
      confirmTokenHash: null,
      unsubscribedAt: expect.any(String),
    })

    // The page's button with the same token: already done.
    const form = await handleNewsletterUnsubscribe(formUnsubscribeRequest(tokens.unsubscribe), links)
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe('/newsletter/unsubscribed?status=already')
    const confirmAgain = await handleNewsletterConfirm(confirmRequest(tokens.confirm), links)
    expect(confirmAgain.headers.get('location')).toBe('/newsletter/confirmed?status=invalid')
    expect(await links.provider.confirmationStatus(tokens.confirm)).toEqual({ status: 'invalid' })

    expect(
      (await signUp({ email: address, lists: ['sleep-better'], identifiers: { source: 'footer' } })).body,
    ).toEqual({
      success: true,
      status: 'pending',
    })
    const fresh = await nextMailTo(address, 2)
    expect(fresh.text).toContain('Sleep better')
    expect(fresh.text).not.toContain('The Wellread daily')
    expect(await row(address)).toMatchObject({ status: 'pending', lists: ['sleep-better'] })
  })

  it('the mock address answers success and stores and sends nothing', async () => {
    const before = { rows: await rowCount(), mails: smtp.messages.length }
    expect(await signUp({ email: MOCK_SUCCESS_EMAIL })).toEqual({
      status: 200,
      body: { success: true, status: 'pending' },
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect({ rows: await rowCount(), mails: smtp.messages.length }).toEqual(before)
  })

  it('an address the database’s email rule refuses (a bracketed IP) is answered 400 about the email field', async () => {
    const res = await signUp({ email: 'reader@[192.0.2.10]' })
    expect(res).toEqual({
      status: 400,
      body: { success: false, error: NEWSLETTER_MESSAGES.refused, field: 'email' },
    })
  })

  it('a mail server that refuses the confirmation email: 502 and a log line without the address', async () => {
    smtp.setMode('reject')
    try {
      const res = await signUp({ email: email('bounces') })
      expect(res).toEqual({ status: 502, body: { success: false, error: NEWSLETTER_MESSAGES.failed } })
      expect(logged.said()).toMatch(
        /\[newsletter\] the sign-up failed \(local provider\): the confirmation email failed/,
      )
    } finally {
      smtp.setMode('accept')
    }
  })

  it('the routes, wired as in production: sign up, the email, confirm, unsubscribe (no GET confirms or unsubscribes)', async () => {
    Object.assign(process.env, {
      SITE_URL,
      SMTP_URL: smtp.url,
      MAIL_FROM: FROM,
      STATE_ADAPTER: 'memory',
      BOT_CHECK_HMAC_KEY: 'newsletter-route-test-key-0123456789',
      BOT_CHECK_MAX_NUMBER: '1000',
      NEWSLETTER_ADAPTER: 'local',
    })
    delete process.env.REDIS_URL
    const { resetConfig } = await import('@/platform/config.mjs')
    const { dropSingleton } = await import('@/platform/singleton')
    resetConfig()
    for (const name of ['mail.mailer', 'state.adapter']) dropSingleton(name)
    usedDefaultInstance = true
    const signupRoute = await import('@/app/api/activate/site/route')
    const confirmRoute = await import('@/app/api/newsletter/confirm/route')
    const unsubscribeRoute = await import('@/app/api/newsletter/unsubscribe/route')
    const challengeRoute = await import('@/app/api/bot-check/challenge/route')
    expect(Object.keys(unsubscribeRoute)).not.toContain('GET')
    for (const route of [signupRoute, confirmRoute, unsubscribeRoute])
      expect(route.dynamic).toBe('force-dynamic')

    const challenge = (await (await challengeRoute.GET()).json()) as BotCheckChallenge
    const solution = await solveChallenge({ challenge, deriveKey })
    const recaptcha = encodeBotCheckToken({ challenge, solution: solution! })
    const address = email('route')
    const res = await answer(
      await signupRoute.POST(
        signupRequest({ ...sampleSignup({ email: address, lists: ['sleep-better'] }), recaptcha }),
      ),
    )
    expect(res).toEqual({ status: 200, body: { success: true, status: 'pending' } })
    const mail = await nextMailTo(address, 1)
    const tokens = tokensOf(mail)
    const link = new URL(/https:\/\/wellread\.example\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text)![0])

    // A mail scanner or a link preview opens the email's link (a GET of the page), and an old email's link
    // to the route: the subscriber stays pending, and no cookie is set.
    const confirmPage = await import('@/app/(site)/(main)/newsletter/confirm/page')
    expect(confirmPage.dynamic).toBe('force-dynamic')
    expect(confirmPage.metadata.robots).toEqual({ index: false })
    for (let i = 0; i < 2; i++) {
      const page = renderToStaticMarkup(
        await confirmPage.default({ searchParams: Promise.resolve(Object.fromEntries(link.searchParams)) }),
      )
      expect(page).toContain('<h1')
      expect(page).toContain('Confirm your subscription</h1>')
      expect(page).toContain('Sleep better')
      expect(page).toContain('Heart health weekly')
      const form = /<form[^>]*>/.exec(page)?.[0]
      expect(form).toContain('method="post"')
      expect(form).toContain('action="/api/newsletter/confirm"')
      expect(page).toContain(`<input type="hidden" name="token" value="${tokens.confirm}"/>`)
      expect(page.match(/<button/g)).toHaveLength(1)
      expect(page).toMatch(/<button[^>]*type="submit"[^>]*>Confirm subscription<\/button>/)
    }
    const old = await confirmRoute.GET(
      getRequest(`${SITE_URL}/api/newsletter/confirm?token=${tokens.confirm}`),
    )
    expect(old.status).toBe(303)
    expect(old.headers.get('location')).toBe(`/newsletter/confirm?token=${tokens.confirm}`)
    expect(old.headers.get('set-cookie')).toBeNull()
    expect(await row(address)).toMatchObject({ status: 'pending', confirmedAt: null })

    // Pressing the button confirms.
    const confirmed = await confirmRoute.POST(confirmRequest(tokens.confirm))
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe(
      '/newsletter/confirmed?status=confirmed&lists=sleep-better%2Cheart-weekly',
    )
    expect(confirmed.headers.get('set-cookie')).toMatch(/^wr_nl=1;.*; Secure$/)
    expect(await row(address)).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(String) })

    const left = await unsubscribeRoute.POST(formUnsubscribeRequest(tokens.unsubscribe))
    expect(left.status).toBe(303)
    expect(left.headers.get('location')).toBe('/newsletter/unsubscribed?status=unsubscribed')
    expect(await row(address)).toMatchObject({ status: 'unsubscribed' })

    // A sign-up another site's page posts (its form, or its script) is refused as the sign-in calls refuse
    // one: 403, nothing stored, no email.
    const mailsBefore = smtp.messages.length
    const elsewhere: Record<string, string>[] = [
      { origin: 'https://elsewhere.example' },
      { 'sec-fetch-site': 'cross-site' },
    ]
    for (const from of elsewhere) {
      const victim = email(`cross-site-${Object.keys(from)[0]}`)
      const challenge = (await (await challengeRoute.GET()).json()) as BotCheckChallenge
      const solved = await solveChallenge({ challenge, deriveKey })
      const refused = await answer(
        await signupRoute.POST(
          signupRequest(
            {
              ...sampleSignup({ email: victim }),
              recaptcha: encodeBotCheckToken({ challenge, solution: solved! }),
            },
            newIp(),
            from,
          ),
        ),
      )
      expect(refused).toEqual({
        status: 403,
        body: { success: false, error: 'This request must come from a page of this site.' },
      })
      expect(await row(victim)).toBeNull()
    }
    expect(smtp.messages.length).toBe(mailsBefore)
  })

  it('the confirm page names the lists and shows one button, or says why the link doesn’t work; changing nothing', async () => {
    const { default: Confirm } = await import('@/app/(site)/(main)/newsletter/confirm/page')
    usedDefaultInstance = true
    const render = async (token?: string) =>
      renderToStaticMarkup(await Confirm({ searchParams: Promise.resolve(token ? { token } : {}) }))
    const button = /<button[^>]*type="submit"[^>]*>Confirm subscription<\/button>/

    const address = email('page')
    await signUp({ email: address, lists: ['daily-digest'], identifiers: { source: 'footer' } })
    const { confirm } = tokensOf(await nextMailTo(address, 1))
    const pending = await render(confirm)
    expect(pending).toContain('Confirm your subscription')
    expect(pending).toContain('Press the button to get these Wellread newsletters at this email address:')
    expect(pending).toContain('The Wellread daily')
    expect(pending).toContain('One email a day with what’s new.')
    expect(pending).not.toContain('Heart health weekly')
    expect(pending).not.toContain('Sleep better')
    expect(pending).toMatch(button)
    expect(await row(address)).toMatchObject({ status: 'pending', confirmedAt: null })

    // Already confirmed: the button still sets the cookie on this browser.
    await handleNewsletterConfirm(confirmRequest(confirm), {
      confirmGate: CONFIRM_GATE,
      provider: provider(),
      secureCookies: true,
    })
    expect(await render(confirm)).toMatch(button)

    expect(await render()).toContain('This confirmation link is incomplete')
    expect(await render('short')).toContain('This confirmation link is incomplete')
    const unknown = await render(newToken())
    expect(unknown).toContain('This link doesn’t work')
    expect(unknown).not.toContain('<form')

    const late = email('page-late')
    await signUp({ email: late, identifiers: { source: 'footer' } })
    const lateToken = tokensOf(await nextMailTo(late, 1)).confirm
    await payload.update({
      collection: 'newsletterSubscribers',
      where: { email: { equals: late } },
      data: { confirmationSentAt: new Date(Date.now() - 31 * 86_400_000).toISOString() },
      overrideAccess: true,
    })
    const expired = await render(lateToken)
    expect(expired).toContain('This link has expired')
    expect(expired).not.toContain('<form')
    expect(await row(late)).toMatchObject({ status: 'pending' })
  })

  it('the result pages name the confirmed lists from the CMS, and the unsubscribe page only shows a button', async () => {
    const { default: Confirmed } = await import('@/app/(site)/(main)/newsletter/confirmed/page')
    const { default: Unsubscribe } = await import('@/app/(site)/(main)/newsletter/unsubscribe/page')
    const { default: Unsubscribed } = await import('@/app/(site)/(main)/newsletter/unsubscribed/page')
    usedDefaultInstance = true
    const render = async (
      page: (props: { searchParams: Promise<Record<string, string>> }) => Promise<ReactElement>,
      query: Record<string, string>,
    ) => renderToStaticMarkup(await page({ searchParams: Promise.resolve(query) }))

    const confirmed = await render(Confirmed, { status: 'confirmed', lists: 'heart-weekly,made-up' })
    expect(confirmed).toContain('You’re subscribed')
    expect(confirmed).toContain('Heart health weekly')
    expect(confirmed).toContain('One email a week with new research and recipes.')
    expect(confirmed).not.toContain('made-up')
    expect(confirmed).toContain('href="/"')
    expect(await render(Confirmed, { status: 'already', lists: 'sleep-better' })).toContain(
      'already confirmed',
    )
    expect(await render(Confirmed, { status: 'expired' })).toContain('This link has expired')
    expect(await render(Confirmed, {})).toContain('This link doesn’t work')

    const token = newToken()
    const button = await render(Unsubscribe, { token })
    expect(button).toContain('action="/api/newsletter/unsubscribe"')
    expect(button).toContain('method="post"')
    expect(button).toContain(`name="token" value="${token}"`)
    expect(button).toMatch(/<button[^>]*type="submit"[^>]*>Unsubscribe<\/button>/)
    expect(await render(Unsubscribe, { token: 'short' })).toContain('This unsubscribe link is incomplete')

    expect(await render(Unsubscribed, { status: 'unsubscribed' })).toContain('You’re unsubscribed')
    expect(await render(Unsubscribed, { status: 'already' })).toContain('You’re already unsubscribed')
    expect(await render(Unsubscribed, { status: 'invalid' })).toContain('This unsubscribe link doesn’t work')
  })
})

describe('the outbox (no SMTP server)', () => {
  it('writes the List-Unsubscribe headers into the .eml file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-newsletter-outbox-'))
    try {
      const mailer = outboxMailer(dir, FROM)
      const unsubscribeToken = newToken()
      await mailer.sendMail({
        to: 'outbox@example.com',
        ...confirmationEmail({
          lists: sampleLists,
          confirmToken: newToken(),
          unsubscribeToken,
          siteUrl: SITE_URL,
        }),
      })
      const [file] = fs.readdirSync(dir)
      const raw = fs.readFileSync(path.join(dir, file!), 'utf8')
      expect(header(raw, 'List-Unsubscribe')).toBe(
        `<${SITE_URL}/api/newsletter/unsubscribe?token=${unsubscribeToken}>`,
      )
      expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
      const parsed = await simpleParser(raw)
      expect(parsed.subject).toBe('Confirm your Wellread newsletter subscription')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

// ——— the HTTP provider, against a mail provider's API started here ———

type Behaviour =
  | { kind: 'json'; status?: number; body: unknown }
  | { kind: 'raw'; status: number; body: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'slow-head'; delayMs: number }
  | { kind: 'slow-body'; delayMs: number }

type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }

describe('the HTTP newsletter provider', () => {
  const API_KEY = 'newsletter-api-key-7f3a'
  const TIMEOUT_MS = 300
  let behaviour: Behaviour = { kind: 'json', body: {} }
  const received: Received[] = []
  const sockets = new Set<import('node:net').Socket>()
  const timers = new Set<NodeJS.Timeout>()
  let base = ''
  /** What the server logged during the test (each test's own). */
  let logged: ReturnType<typeof captureLogs>

  const server = http.createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
    })
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      const b = behaviour
      const later = (delayMs: number, run: () => void) => {
        const timer = setTimeout(() => {
          timers.delete(timer)
          if (!res.destroyed) run()
        }, delayMs)
        timers.add(timer)
      }
      if (req.url === '/elsewhere') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"successCount":1,"failCount":0}')
      } else if (b.kind === 'json') {
        res.writeHead(b.status ?? 200, { 'content-type': 'application/json' }).end(JSON.stringify(b.body))
      } else if (b.kind === 'raw') {
        res.writeHead(b.status, { 'content-type': 'application/json' }).end(b.body)
      } else if (b.kind === 'redirect') {
        res.writeHead(307, { location: b.to }).end()
      } else if (b.kind === 'slow-head') {
        later(b.delayMs, () =>
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"successCount":1,"failCount":0}'),
        )
      } else {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.write('{"successCount":')
        later(b.delayMs, () => res.end('1,"failCount":0}'))
      }
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    for (const timer of timers) clearTimeout(timer)
    for (const socket of sockets) socket.destroy()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    const { resetConfig } = await import('@/platform/config.mjs')
    resetConfig()
  })
  beforeEach(() => {
    received.length = 0
    logged = captureLogs()
  })
  afterEach(() => {
    logged.restore()
    const log = logged.text()
    for (const secret of ['@example.com', API_KEY, 'Blood', 'heart-health/', 'hypertension'])
      expect(log).not.toContain(secret)
    vi.restoreAllMocks()
  })

  // Answers that should arrive get a generous deadline (a loaded CI machine can take a second); only the
  // time-out cases use the short one.
  const env = (timeoutMs = 5_000) => ({
    NEWSLETTER_API_URL: `${base}/`,
    NEWSLETTER_API_KEY: API_KEY,
    NEWSLETTER_TIMEOUT_MS: String(timeoutMs),
  })

  /** The provider as the configuration shapes NEWSLETTER_* (an API URL and key choose `http`). */
  function configuredProvider(timeoutMs?: number): NewsletterProvider {
    const cfg = loadConfig(env(timeoutMs))
    expect(cfg.adapters.newsletter).toBe('http')
    return httpNewsletterProvider({
      apiUrl: cfg.newsletter.apiUrl!,
      apiKey: cfg.newsletter.apiKey!,
      timeoutMs: cfg.newsletter.timeoutMs,
    })
  }

  const deps = (provider: NewsletterProvider): NewsletterDependencies => ({
    checkToken: (token) => verifyBotCheckToken(token, { hmacKey, store: botStore }),
    ipLimiter: memoryRateLimiter({ name: 'int-http-ip', points: 1_000, durationSeconds: 600 }),
    addressLimiter: memoryRateLimiter({ name: 'int-http-address', points: 1_000, durationSeconds: 600 }),
    addressHashKey: 'newsletter-int-http',
    lists: async () => sampleLists,
    provider,
    trustedOrigins: [SITE_URL],
  })

  const signUp = async (provider: NewsletterProvider, fields: Record<string, unknown> = {}) =>
    answer(
      await handleNewsletterSignup(
        signupRequest({
          ...sampleSignup(),
          sailthruAccount: 'wellread-main',
          customTc: 'tc-2026',
          attributes: { placement: 'inline-2', pageTopic: 'Blood pressure', k1: 'Blood pressure' },
          recaptcha: await botCheckToken(),
          ...fields,
        }),
        deps(provider),
      ),
    )

  it('is the app’s provider when NEWSLETTER_API_URL and NEWSLETTER_API_KEY are set', async () => {
    const saved = { ...process.env }
    const { resetConfig } = await import('@/platform/config.mjs')
    Object.assign(process.env, env())
    delete process.env.NEWSLETTER_ADAPTER
    resetConfig()
    try {
      const { newsletterProvider } = await import('@/services/newsletter')
      const noDatabase = async (): Promise<Payload> => {
        throw new Error('the HTTP provider needs no database')
      }
      expect(newsletterProvider(noDatabase).kind).toBe('http')
    } finally {
      process.env = saved
      resetConfig()
    }
  })

  it('posts the lists and the address with the key, and nothing about the page (health-topic privacy)', async () => {
    behaviour = { kind: 'json', body: { successCount: 1, failCount: 0, invalidEmails: [] } }
    const res = await signUp(configuredProvider())
    expect(res).toEqual({ status: 200, body: { success: true, status: 'pending' } })
    expect(received).toHaveLength(1)
    const sent = received[0]!
    expect(sent.method).toBe('POST')
    expect(sent.url).toBe(SUBSCRIBE_PATH)
    expect(sent.headers['api-key']).toBe(API_KEY)
    expect(sent.headers['content-type']).toBe('application/json')
    expect(JSON.parse(sent.body)).toEqual({
      listIds: ['daily-digest', 'heart-weekly'],
      account: 'wellread-main',
      subscribers: [
        {
          email: 'reader@example.com',
          dataFields: {
            placement: 'inline-2',
            source: 'article-driver',
            site: 'wellread',
            correlationId: 'c0ffee-42',
            customTc: 'tc-2026',
          },
        },
      ],
    })
    for (const topic of ['/heart-health', 'Blood', 'blood pressure', 'Heart health', 'hypertension', 'K1'])
      expect(sent.body).not.toContain(topic)
  })

  it('answers confirmed when the provider says the address is already confirmed', async () => {
    behaviour = { kind: 'json', body: { successCount: 1, failCount: 0, status: 'confirmed' } }
    expect((await signUp(configuredProvider())).body).toEqual({ success: true, status: 'confirmed' })
  })

  it.each([
    ['answers 422', { kind: 'json', status: 422, body: { msg: 'Invalid email reader@example.com' } }],
    ['answers 400', { kind: 'json', status: 400, body: {} }],
    [
      'lists the address as invalid',
      { kind: 'json', body: { successCount: 0, failCount: 1, invalidEmails: ['reader@example.com'] } },
    ],
  ] as [string, Behaviour][])(
    'when the provider %s, the reader is told to check the address (400)',
    async (_what, b) => {
      behaviour = b
      expect(await signUp(configuredProvider())).toEqual({
        status: 400,
        body: { success: false, error: NEWSLETTER_MESSAGES.refused, field: 'email' },
      })
    },
  )

  it.each([
    [
      'refuses our key (401)',
      { kind: 'json', status: 401, body: {} },
      /unauthorized: newsletter API subscribe: answered 401/,
    ],
    [
      'fails (500)',
      { kind: 'raw', status: 500, body: 'oops' },
      /upstream: newsletter API subscribe: answered 500/,
    ],
    [
      'is unavailable (503)',
      { kind: 'json', status: 503, body: {} },
      /upstream: newsletter API subscribe: answered 503/,
    ],
    [
      'answers something that is not JSON',
      { kind: 'raw', status: 200, body: '<html>' },
      /invalid-response: .*not JSON/,
    ],
    [
      'answers JSON of another shape',
      { kind: 'json', body: { ok: true } },
      /invalid-response: .*expected shape/,
    ],
    [
      'redirects elsewhere (refused: the key goes nowhere else)',
      { kind: 'redirect', to: '/elsewhere' },
      /upstream: newsletter API subscribe: unreachable/,
    ],
  ] as [string, Behaviour, RegExp][])(
    'when the provider %s: 502, and the log says why',
    async (_what, b, why) => {
      behaviour = b
      expect(await signUp(configuredProvider())).toEqual({
        status: 502,
        body: { success: false, error: NEWSLETTER_MESSAGES.failed },
      })
      expect(logged.said()).toMatch(why)
      expect(received.map((r) => r.url)).not.toContain('/elsewhere')
    },
  )

  it.each([
    ['does not answer', { kind: 'slow-head', delayMs: 3_000 }],
    ['stalls in the middle of its answer', { kind: 'slow-body', delayMs: 3_000 }],
  ] as [string, Behaviour][])(
    'when the provider %s, gives up after NEWSLETTER_TIMEOUT_MS: 502',
    async (_what, b) => {
      behaviour = b
      const started = Date.now()
      expect(await signUp(configuredProvider(TIMEOUT_MS))).toEqual({
        status: 502,
        body: { success: false, error: NEWSLETTER_MESSAGES.failed },
      })
      const took = Date.now() - started
      expect(took).toBeLessThan(TIMEOUT_MS + 1_500)
      expect(logged.said()).toMatch(/timeout: newsletter API subscribe: no answer within 300 ms/)
    },
  )

  it('when the provider cannot be reached: a typed failure without the address', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const provider = httpNewsletterProvider({ apiUrl: url, apiKey: API_KEY, timeoutMs: TIMEOUT_MS })
    const error = await provider
      .subscribe({
        email: 'reader@example.com',
        lists: sampleLists,
        source: 'footer',
        site: 'wellread',
        attributes: {},
      })
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(error).toBeInstanceOf(NewsletterProviderError)
    expect((error as NewsletterProviderError).reason).toBe('upstream')
    expect((error as Error).message).toMatch(/unreachable \(ECONNREFUSED\)/)
    expect((error as Error).message).not.toContain('reader@')
  })

  it('confirm and unsubscribe links of the site are not used with this provider: any token is invalid', async () => {
    const provider = configuredProvider()
    expect(await provider.confirm(newToken())).toEqual({ status: 'invalid' })
    expect(await provider.confirmationStatus(newToken())).toEqual({ status: 'invalid' })
    expect(await provider.unsubscribe(newToken())).toEqual({ status: 'invalid' })
    expect(received).toEqual([])
  })
})
