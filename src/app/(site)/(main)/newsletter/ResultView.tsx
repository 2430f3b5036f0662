import Link from 'next/link'
import type { ReactNode } from 'react'
import styles from '@/chrome/Page.module.css'
import type { NewsletterListInfo } from '@/services/newsletter'
import { CONFIRM_TOKEN_TTL_DAYS } from '@/services/newsletter/rules'
import newsletter from './newsletter.module.css'

/** One of the newsletter pages' outcomes: a heading, what happened in plain words, and the way home. */
export function ResultView({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.narrow}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {children}
      <p>
        <Link href="/">Go to the home page</Link>
      </p>
    </div>
  )
}

/** Newsletter lists by name, with what subscribers get. */
export function ListNames({ lists }: { lists: readonly NewsletterListInfo[] }) {
  return (
    <ul className={newsletter.lists}>
      {lists.map((l) => (
        <li key={l.listId}>
          <strong>{l.name}</strong>
          {l.description ? <span className={newsletter.listDescription}>{l.description}</span> : null}
        </li>
      ))}
    </ul>
  )
}

/** A confirmation link older than `CONFIRM_TOKEN_TTL_DAYS`. */
export function ExpiredConfirmLink() {
  return (
    <ResultView title="This link has expired">
      <p>
        Confirmation links work for {CONFIRM_TOKEN_TTL_DAYS} days. Please sign up again, then open the link in
        the new email.
      </p>
    </ResultView>
  )
}

/** A confirmation link nobody has (or no longer: a newer email replaced it, or the address unsubscribed). */
export function BrokenConfirmLink() {
  return (
    <ResultView title="This link doesn’t work">
      <p>
        The link may be incomplete, or a newer email replaced it. If you signed up more than once, open the
        link in the newest email. If you unsubscribed, please sign up again.
      </p>
    </ResultView>
  )
}

/** The first value of a query parameter. */
export function firstParam(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

export type SearchParams = Promise<Record<string, string | string[] | undefined>>
