import type { Metadata } from 'next'
import { firstParam, ResultView, type SearchParams } from '../ResultView'

// The outcome is in the query (set by `POST /api/newsletter/unsubscribe`): rendered per request.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Unsubscribed', robots: { index: false } }

/** `/newsletter/unsubscribed?status=unsubscribed|already|invalid`: where the unsubscribe button lands. */
export default async function NewsletterUnsubscribedPage({ searchParams }: { searchParams: SearchParams }) {
  const status = firstParam((await searchParams).status)
  if (status === 'unsubscribed' || status === 'already')
    return (
      <ResultView title={status === 'already' ? 'You’re already unsubscribed' : 'You’re unsubscribed'}>
        <p>
          You won’t get any more Wellread newsletters at this email address. Changed your mind? You can sign
          up again from any article.
        </p>
      </ResultView>
    )
  return (
    <ResultView title="This unsubscribe link doesn’t work">
      <p>
        The link may be incomplete, or a newer email replaced it. Please use the Unsubscribe link in the
        newest newsletter email.
      </p>
    </ResultView>
  )
}
