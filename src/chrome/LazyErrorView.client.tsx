'use client'
import { lazy, Suspense } from 'react'
import type { ErrorView as View } from './ErrorView.client'

/**
 * 002 §2.2: the error page is loaded lazily. The routes' error boundaries (`error.tsx`) render this; the view's
 * code (its words, its styles) is fetched only when a page fails, so no page carries it before.
 */
const ErrorViewLater = lazy(() => import('./ErrorView.client'))

export function LazyErrorView(props: Parameters<typeof View>[0]) {
  return (
    <Suspense fallback={null}>
      <ErrorViewLater {...props} />
    </Suspense>
  )
}
