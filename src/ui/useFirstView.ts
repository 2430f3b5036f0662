/* Client-side hooks: import only from *.client.tsx leaves. */
import { type RefObject, useEffect, useRef, useState } from 'react'

/**
 * True once the observer reports the element intersecting (with `init`'s threshold or root margin). Never
 * turns false again. Without IntersectionObserver (very old browsers) it is true at once.
 */
export function useIntersectsOnce<T extends Element>(
  ref: RefObject<T | null>,
  init: IntersectionObserverInit,
): boolean {
  const [seen, setSeen] = useState(false)
  const { threshold, rootMargin } = init
  useEffect(() => {
    if (seen) return
    const el = ref.current
    if (!el) return
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true)
          observer.disconnect()
        }
      },
      { threshold, rootMargin },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [seen, ref, threshold, rootMargin])
  return seen
}

/** True once the element has been at least `threshold` visible. Never turns false again. */
export function useFirstView<T extends Element>(threshold = 0.25): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null)
  return [ref, useIntersectsOnce(ref, { threshold })]
}

/** True when the reader asked the system for reduced motion. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    setReduced(query.matches)
    const onChange = (e: MediaQueryListEvent) => setReduced(e.matches)
    query.addEventListener?.('change', onChange)
    return () => query.removeEventListener?.('change', onChange)
  }, [])
  return reduced
}
