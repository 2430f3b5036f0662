'use client'
import { useEffect } from 'react'
import { reportError } from '@/lib/tracking'
import { ERROR_TEXT, ERROR_TITLE } from './ErrorPageView'

/** Shown in the site chrome when a page fails to render. Offers a retry; reports the error. */
export function ErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    // 001 §8: a fatal render error is reported (an error report, ADR 27 §4); the digest names the server's log line.
    reportError(error, { where: 'page.render', digest: error.digest })
  }, [error])
  return (
    <div style={{ maxWidth: 752, margin: '0 auto', padding: '24px 16px' }}>
      <h1>{ERROR_TITLE}</h1>
      <p>{ERROR_TEXT}</p>
      <p>
        <button type="button" onClick={reset}>
          Try again
        </button>{' '}
        or go to the <a href="/">home page</a>.
      </p>
      {error.digest ? (
        <p style={{ color: 'var(--color-ink-muted)', fontSize: 14 }}>Reference: {error.digest}</p>
      ) : null}
    </div>
  )
}

export default ErrorView
