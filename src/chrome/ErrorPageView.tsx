import Link from 'next/link'
import styles from './Page.module.css'

/** The error page's text, shared by the /_error route and the in-page error boundary. */
export const ERROR_TITLE = 'Something went wrong'
export const ERROR_TEXT = 'We couldn’t show this page just now. Please try again in a moment.'

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
