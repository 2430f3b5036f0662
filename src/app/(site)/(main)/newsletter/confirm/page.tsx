import type { Metadata } from 'next'
import { payloadClient } from '@/cms/reads'
import { log } from '@/platform/log.mjs'
import { type NewsletterListInfo, newsletterLists, newsletterProvider } from '@/services/newsletter'
import { NEWSLETTER_LINKS } from '@/services/newsletter/email'
import { isToken } from '@/services/newsletter/rules'
import type { ConfirmationStatus } from '@/services/newsletter/types'
import styles from '../newsletter.module.css'
import {
  BrokenConfirmLink,
  ExpiredConfirmLink,
  firstParam,
  ListNames,
  ResultView,
  type SearchParams,
} from '../ResultView'

// Reads the token from the query: rendered per request, never cached (`private, no-store`).
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Confirm your subscription', robots: { index: false } }

/** What the link would confirm, read without changing anything; null when it cannot be read now. */
async function lookUp(token: string): Promise<ConfirmationStatus | null> {
  try {
    return await newsletterProvider(payloadClient).confirmationStatus(token)
  } catch (error) {
    // Without the message: a database error can quote the query (the token's hash).
    log('newsletter').error(
      { errorType: error instanceof Error ? error.name : 'unknown error' },
      'the confirm page could not look the link up',
    )
    return null
  }
}

/** The lists of these ids the CMS has, in the CMS's order; none when the CMS cannot be read now. */
async function named(ids: readonly string[]): Promise<NewsletterListInfo[]> {
  const wanted = new Set(ids)
  return (await newsletterLists(payloadClient).catch(() => [])).filter((l) => wanted.has(l.listId))
}

/**
 * `/newsletter/confirm?token=…`, the link in the confirmation email: the lists the link confirms and one
 * button that posts the token to `POST /api/newsletter/confirm`. Opening the page changes nothing: mail
 * scanners and link previews open links, and must not confirm a sign-up the address's owner never saw.
 * An expired or unknown link says so at once; when the link cannot be looked up, the button is shown
 * without the lists (pressing it says how it went).
 */
export default async function NewsletterConfirmPage({ searchParams }: { searchParams: SearchParams }) {
  const token = firstParam((await searchParams).token)
  if (!isToken(token))
    return (
      <ResultView title="This confirmation link is incomplete">
        <p>
          Open the link in the confirmation email again, or copy the whole link into your browser’s address
          bar.
        </p>
      </ResultView>
    )

  const found = await lookUp(token)
  if (found?.status === 'expired') return <ExpiredConfirmLink />
  if (found?.status === 'invalid') return <BrokenConfirmLink />
  const lists = found ? await named(found.lists) : []
  return (
    <ResultView title="Confirm your subscription">
      <p>
        {lists.length
          ? 'Press the button to get these Wellread newsletters at this email address:'
          : 'Press the button to get the Wellread newsletters you signed up for at this email address.'}
      </p>
      {lists.length ? <ListNames lists={lists} /> : null}
      <form className={styles.form} method="post" action={NEWSLETTER_LINKS.confirm}>
        <input type="hidden" name="token" value={token} />
        <button className={styles.button} type="submit">
          Confirm subscription
        </button>
      </form>
    </ResultView>
  )
}
