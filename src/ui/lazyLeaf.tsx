/*
 * Client-side only: import from *.client.tsx leaves (it uses hooks and React.lazy).
 *
 * Heavy interactive leaves (quiz, carousel, video, drug prices) load their JavaScript only when they come
 * near the viewport. The server renders the widget's full HTML first; that HTML stays in place, holding the
 * widget's space, until the leaf has loaded and renders the same markup, now interactive. No layout shift,
 * nothing for readers who never scroll there, and without JavaScript the server HTML is what they get.
 *
 *   // Quiz.lazy.client.tsx
 *   'use client'
 *   export const LazyQuiz = createLazyLeaf('quiz', () => import('./Quiz.client').then((m) => m.QuizPlayer))
 *
 *   // Quiz.tsx (server)
 *   <LazyQuiz leafProps={{ questions }}><QuizStatic questions={questions} /></LazyQuiz>
 */
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useRef,
} from 'react'
import { reportError } from '@/lib/tracking'
import { LAZY_LEAF_MARGIN_PX } from '@/ui/deferredIsland'
import { recoverFromDeploySkew } from '@/ui/deploySkew'
import { useIntersectsOnce } from '@/ui/useFirstView'

/** True once the element has come within `marginPx` of the viewport (above or below). Never turns false. */
export function useNearViewport<T extends Element>(
  ref: RefObject<T | null>,
  marginPx = LAZY_LEAF_MARGIN_PX,
): boolean {
  return useIntersectsOnce(ref, { rootMargin: `${marginPx}px 0px ${marginPx}px 0px` })
}

/** If the leaf's code fails to load (offline, a deploy removed the chunk), the server HTML stays. */
class KeepServerHtmlOnError extends Component<
  { name: string; fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    // 001 §8: a chunk load failure is logged and counted as client.error.chunk.
    reportError(error, {
      where: 'client.error.chunk',
      leaf: this.props.name,
      stack: info.componentStack ?? '',
    })
    // A deploy may have replaced the chunk: reload onto the new build (deploySkew.ts).
    void recoverFromDeploySkew()
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

export type LazyLeafProps<P> = {
  /** The leaf's props: small and serialisable, computed on the server. */
  leafProps: P
  /** The widget's server HTML, shown (and holding the space) until the leaf has loaded. */
  children: ReactNode
  /** Space to reserve when the server HTML is shorter than the loaded leaf, in px. */
  minHeight?: number
}

function LazyLeafFrame<P extends object>({
  name,
  leaf: Leaf,
  leafProps,
  children,
  minHeight,
}: LazyLeafProps<P> & { name: string; leaf: ComponentType<P> }) {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref)
  return (
    <div
      ref={ref}
      data-lazy-leaf={name}
      data-lazy-state={near ? 'active' : 'waiting'}
      style={minHeight ? { minHeight } : undefined}
    >
      {near ? (
        <KeepServerHtmlOnError name={name} fallback={children}>
          <Suspense fallback={children}>
            <Leaf {...leafProps} />
          </Suspense>
        </KeepServerHtmlOnError>
      ) : (
        children
      )}
    </div>
  )
}

/**
 * A client component that renders `children` (server HTML) until it comes within 300 px of the viewport,
 * then loads the leaf with `load` and renders it in their place. `name` marks the wrapper
 * (`data-lazy-leaf`) for tests and reports. Call it once, at module level, in a `*.client.tsx` file.
 */
export function createLazyLeaf<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<LazyLeafProps<P>> {
  const leaf = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>
  const lazyLeaf = (props: LazyLeafProps<P>) => <LazyLeafFrame name={name} leaf={leaf} {...props} />
  lazyLeaf.displayName = `LazyLeaf(${name})`
  return lazyLeaf
}
