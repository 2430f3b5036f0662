import Link from 'next/link'
import { ERROR_TEXT, ERROR_TITLE } from '@/lib/error-text.mjs'
import styles from './Page.module.css'

/** The error page's text, shared by the /_error route, the in-page error boundary and the HTTP server. */
export { ERROR_TEXT, ERROR_TITLE }

export function ErrorPageView() {
  return (
    <div className={styles.narrow}>
      <h1 className={styles.pageTitle}>{ERROR_TITLE}</h1>
      <p className={styles.intro}>{ERROR_TEXT}</p>
      <p>
        Go to the <Link href="/">home page</Link> or try the <Link href="/search">search</Link>.
      </p>
    </div>
  )
}
