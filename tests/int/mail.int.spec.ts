import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { outboxMailer } from '@/services/mail/adapters/outbox'
import { smtpMailer } from '@/services/mail/adapters/smtp'
import { couponEmail } from '@/services/mail/couponEmail'
import { MailSendError } from '@/services/mail/types'
import { sampleCoupon } from '@/services/pricing/testData'
import { type SmtpPeer, startSmtpPeer } from '../peers/smtp.mjs'

/**
 * Coupon mail through a real SMTP server the test starts (smtp-server, parsed with mailparser), and the
 * outbox used without SMTP_URL: a file any mail program opens.
 */
describe('coupon mail', () => {
  let smtp: SmtpPeer
  const from = 'Wellread <coupons@wellread.example>'
  const siteUrl = 'https://wellread.example'

  beforeAll(async () => {
    smtp = await startSmtpPeer()
  })
  afterAll(async () => {
    await smtp?.close()
  })

  it('arrives on the SMTP server with the coupon in the text and the HTML, every value escaped', async () => {
    smtp.setMode('accept')
    const mailer = smtpMailer(smtp.url, from)
    const coupon = sampleCoupon({ drugName: 'Atorvastatin <b>&</b>', retailerName: 'Maple "Row" Pharmacy' })
    try {
      await mailer.sendMail({ to: 'reader@example.com', ...couponEmail(coupon, { siteUrl }) })
    } finally {
      mailer.close()
    }
    const [mail] = await smtp.waitForMessages(1)
    expect(mail!.envelopeTo).toEqual(['reader@example.com'])
    expect(mail!.to).toEqual(['reader@example.com'])
    expect(mail!.envelopeFrom).toBe('coupons@wellread.example')
    expect(mail!.from).toMatch(/^"?Wellread"? <coupons@wellread\.example>$/)
    expect(mail!.subject).toBe('Your Wellread prescription savings coupon')
    for (const part of [
      'Atorvastatin <b>&</b> 20 mg, 30 tablets',
      'Pharmacy: Maple "Row" Pharmacy, 410 Washington St',
      'Your price: $11.87',
      'BIN: 610749',
      'PCN: WRX',
      'GRP: WRGEN01',
      'Member ID: WR004815162',
      'This coupon is free. It is not insurance.',
    ])
      expect(mail!.text).toContain(part)
    expect(mail!.html).toContain('Atorvastatin &lt;b&gt;&amp;&lt;/b&gt; 20 mg, 30 tablets')
    expect(mail!.html).toContain('Maple &quot;Row&quot; Pharmacy')
    expect(mail!.html).not.toContain('<b>&</b>')
    for (const code of ['610749', 'WRX', 'WRGEN01', 'WR004815162']) expect(mail!.html).toContain(code)
    expect(mail!.html).not.toMatch(/<img|<link|<script/i)
  })

  it('fails with a typed error that does not quote the address when the server refuses it', async () => {
    smtp.setMode('reject')
    const mailer = smtpMailer(smtp.url, from)
    try {
      const error = await mailer
        .sendMail({ to: 'refused@example.com', ...couponEmail(sampleCoupon(), { siteUrl }) })
        .then(
          () => null,
          (e: unknown) => e,
        )
      expect(error).toBeInstanceOf(MailSendError)
      expect((error as MailSendError).message).not.toContain('refused@example.com')
      expect((error as MailSendError).responseCode).toBe(550)
    } finally {
      mailer.close()
      smtp.setMode('accept')
    }
  })

  it('fails with a typed error when no server answers', async () => {
    const closed = await startSmtpPeer()
    const url = closed.url
    await closed.close()
    const mailer = smtpMailer(url, from)
    try {
      await expect(
        mailer.sendMail({ to: 'reader@example.com', ...couponEmail(sampleCoupon(), { siteUrl }) }),
      ).rejects.toBeInstanceOf(MailSendError)
    } finally {
      mailer.close()
    }
  })

  it('without SMTP, writes each message as an .eml file in the outbox (created if missing) that mail programs read', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-outbox-')), 'nested', 'outbox')
    try {
      const mailer = outboxMailer(dir, from)
      await mailer.sendMail({ to: 'first@example.com', ...couponEmail(sampleCoupon(), { siteUrl }) })
      await mailer.sendMail({ to: 'second@example.com', ...couponEmail(sampleCoupon(), { siteUrl }) })
      const files = fs.readdirSync(dir).sort()
      expect(files).toHaveLength(2)
      for (const file of files) {
        expect(file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.eml$/)
        expect(fs.statSync(path.join(dir, file)).mode & 0o077).toBe(0)
      }
      const parsed = await Promise.all(files.map((f) => simpleParser(fs.readFileSync(path.join(dir, f)))))
      const recipients = parsed.map((p) => (Array.isArray(p.to) ? p.to[0]?.text : p.to?.text)).sort()
      expect(recipients).toEqual(['first@example.com', 'second@example.com'])
      expect(parsed[0]!.subject).toBe('Your Wellread prescription savings coupon')
      expect(parsed[0]!.text).toContain('BIN: 610749')
      expect(parsed[0]!.html).toContain('WR004815162')
    } finally {
      fs.rmSync(path.dirname(path.dirname(dir)), { recursive: true, force: true })
    }
  })

  it('the app uses SMTP with SMTP_URL, and the outbox in OUTBOX_DIR without it', async () => {
    const { resetConfig } = await import('@/platform/config.mjs')
    const { dropSingleton } = await import('@/platform/singleton')
    const { mailer, sendMail } = await import('@/services/mail')
    const saved = { ...process.env }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-outbox-'))
    const reset = () => {
      resetConfig()
      dropSingleton('mail.mailer')
    }
    try {
      Object.assign(process.env, { SMTP_URL: smtp.url, OUTBOX_DIR: dir })
      reset()
      expect(mailer().kind).toBe('smtp')
      mailer().close()
      delete process.env.SMTP_URL
      reset()
      expect(mailer().kind).toBe('outbox')
      await sendMail({ to: 'outbox@example.com', ...couponEmail(sampleCoupon(), { siteUrl }) })
      const [file] = fs.readdirSync(dir)
      const parsed = await simpleParser(fs.readFileSync(path.join(dir, file!)))
      expect(parsed.text).toContain('GRP: WRGEN01')
    } finally {
      process.env = saved
      reset()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
