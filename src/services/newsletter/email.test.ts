// @vitest-environment node
import { CONFIRMATION_SUBJECT, confirmationEmail, listUnsubscribeHeaders } from './email'
import { newToken } from './rules'
import { sampleLists } from './testData'

const siteUrl = 'https://wellread.example'

describe('the confirmation email', () => {
  const confirmToken = newToken()
  const unsubscribeToken = newToken()
  const mail = confirmationEmail({ lists: sampleLists.slice(0, 2), confirmToken, unsubscribeToken, siteUrl })

  it('has a subject that names no list (lock screens show subjects; lists can be health topics)', () => {
    expect(mail.subject).toBe('Confirm your Wellread newsletter subscription')
    expect(CONFIRMATION_SUBJECT).toBe(mail.subject)
    for (const list of sampleLists) expect(mail.subject).not.toContain(list.name)
  })

  it('names each list with what subscribers get, in the text and the HTML', () => {
    expect(mail.text).toContain('- The Wellread daily: One email a day with what’s new.')
    expect(mail.text).toContain('- Heart health weekly: One email a week with new research and recipes.')
    expect(mail.text).toContain('these Wellread newsletters')
    expect(mail.html).toContain('<strong>Heart health weekly</strong>')
    expect(mail.html).toContain('One email a week with new research and recipes.')
  })

  it('links to the confirm page (a GET never confirms) and to unsubscribe with the tokens, in both bodies', () => {
    const confirmUrl = `${siteUrl}/newsletter/confirm?token=${confirmToken}`
    const unsubscribeUrl = `${siteUrl}/newsletter/unsubscribe?token=${unsubscribeToken}`
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(confirmUrl)
      expect(body).toContain(unsubscribeUrl)
    }
    expect(mail.html).toContain(`<a href="${confirmUrl}"`)
    for (const body of [mail.text, mail.html]) expect(body).not.toContain('/api/newsletter/confirm')
    expect(mail.text).toContain('To confirm, open this link, then press the button on the page:')
    expect(mail.text).toContain('you won’t get any newsletters unless you confirm')
  })

  it('carries the one-click unsubscribe headers (RFC 2369, RFC 8058)', () => {
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${siteUrl}/api/newsletter/unsubscribe?token=${unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(listUnsubscribeHeaders(siteUrl, unsubscribeToken)).toEqual(mail.headers)
  })

  it('escapes every value in the HTML and loads nothing from anywhere', () => {
    const odd = confirmationEmail({
      lists: [{ name: 'Heart <b>&</b> "health"', description: '<script>alert(1)</script>' }],
      confirmToken,
      unsubscribeToken,
      siteUrl,
    })
    expect(odd.html).toContain('Heart &lt;b&gt;&amp;&lt;/b&gt; &quot;health&quot;')
    expect(odd.html).not.toContain('<script>')
    expect(odd.html).not.toMatch(/<img|<link|<script|url\(/i)
    expect(odd.text).toContain('this Wellread newsletter at this email address')
    expect(odd.text).toContain('- Heart <b>&</b> "health": <script>alert(1)</script>')
  })
})
