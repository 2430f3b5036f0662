import type { Metadata } from 'next'
import { payloadClient } from '@/cms/reads'
import { newsletterLists } from '@/services/newsletter'
import {
  BrokenConfirmLink,
  ExpiredConfirmLink,
  firstParam,
  ListNames,
  ResultView,
  type SearchParams,
} from '../ResultView'

// The outcome is in the query (set by `POST /api/newsletter/confirm`, the confirm page's button): rendered
// per request, never cached (Next answers `private, no-store`, which the edge cache does not keep).
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Newsletter subscription', robots: { index: false } }

/**
 * `/newsletter/confirmed?status=confirmed|already|expired|invalid&lists=…`: where the confirm button
 * lands. The lists are named from the CMS (ids it does not know are left out, so the address cannot be made
 * to show anything else).
 */
export default async function NewsletterConfirmedPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams
  const status = firstParam(query.status)

  if (status === 'confirmed' || status === 'already') {
    const ids = new Set(firstParam(query.lists).split(',').slice(0, 20))
    const lists = (await newsletterLists(payloadClient)).filter((l) => ids.has(l.listId))
    return (
      <ResultView title="You’re subscribed">
        <p>
          {status === 'confirmed'
            ? 'Thank you for confirming your email address.'
            : 'You had already confirmed this subscription: there is nothing else to do.'}
          {lists.length ? ' You’ll get:' : ''}
        </p>
        {lists.length ? <ListNames lists={lists} /> : null}
        <p>Every newsletter has a link at the bottom to unsubscribe.</p>
      </ResultView>
    )
  }

  if (status === 'expired') return <ExpiredConfirmLink />
  return <BrokenConfirmLink />
}
