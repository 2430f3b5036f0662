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
  useEffect,
  useRef,
  useState,
} from 'react'
import { reportError } from '@/lib/tracking'
import { LAZY_LEAF_MARGIN_PX } from '@/ui/deferredIsland'
import { recoverFromDeploySkew } from '@/ui/deploySkew'
import { takeEarlyClick } from '@/ui/earlyClicks'
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

/** The child-index path from `root` to `node`, to find the same button in the leaf's markup. */
function pathTo(root: Element, node: Element): number[] | null {
  const path: number[] = []
  for (let current: Element | null = node; current !== root; current = current.parentElement) {
    const parent: Element | null | undefined = current?.parentElement
    if (!current || !parent) return null
    path.unshift(Array.prototype.indexOf.call(parent.children, current))
  }
  return path
}

function atPath(root: Element, path: readonly number[]): HTMLElement | null {
  let current: Element | undefined = root
  for (const i of path) current = current?.children[i]
  return current instanceof HTMLElement ? current : null
}

/**
 * Once the leaf has replaced the server HTML: what the reader did to the server HTML's controls, then a button
 * pressed on it, made again on the leaf (its own handlers run, as for a reader's hand).
 */
function AdoptWhenLive({
  frame,
  controls,
  pressed,
}: {
  frame: RefObject<HTMLDivElement | null>
  controls: RefObject<Element[]>
  pressed: RefObject<number[] | null>
}) {
  useEffect(() => {
    const el = frame.current
    if (!el) return
    const path = pressed.current
    pressed.current = null
    const press = () => {
      if (path) atPath(el, path)?.click()
    }
    const taken = controls.current
    controls.current = []
    // The adopting code (its own small chunk) loads only for a leaf whose server HTML holds controls.
    if (taken.length === 0) return press()
    void import('@/ui/adoptControls').then((m) => {
      m.adoptControls(el, m.changedControlsOf(taken))
      press()
    }, press)
  }, [frame, controls, pressed])
  return null
}

function LazyLeafFrame<P extends object>({
  name,
  leaf: Leaf,
  preload,
  leafProps,
  children,
  minHeight,
}: LazyLeafProps<P> & { name: string; leaf: ComponentType<P>; preload: () => Promise<unknown> }) {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref)
  // The leaf takes the server HTML's place once its code is there (or failed: the boundary keeps the HTML).
  const [ready, setReady] = useState(false)
  // The server HTML's controls, taken before the leaf replaces them (they keep what the reader did to them).
  const controls = useRef<Element[]>([])
  const pressed = useRef<number[] | null>(null)

  useEffect(() => {
    if (!near || ready) return
    let current = true
    const takeOver = () => {
      if (!current) return
      // Read what the reader did to the server HTML's controls just before the leaf replaces them.
      if (ref.current) controls.current = Array.from(ref.current.querySelectorAll('input, select, textarea'))
      setReady(true)
    }
    preload().then(takeOver, takeOver)
    return () => {
      current = false
    }
  }, [near, ready, preload])

  // A button of the server HTML does nothing until the leaf is there: a press is kept and made again on it,
  // from now on and before the page hydrated (noted by the inline script, src/ui/earlyClicks.ts).
  useEffect(() => {
    const el = ref.current
    if (ready || !el) return
    el.setAttribute('data-lazy-hydrated', '')
    const early = takeEarlyClick(el)
    if (early?.isConnected) pressed.current = pathTo(el, early)
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null
      if (!target || !el.contains(target) || target.closest('a')) return
      if (target instanceof HTMLButtonElement && target.type !== 'button') return
      pressed.current = pathTo(el, target)
    }
    el.addEventListener('click', onClick)
    return () => el.removeEventListener('click', onClick)
  }, [ready])

  return (
    <div
      ref={ref}
      data-lazy-leaf={name}
      data-lazy-state={near ? 'active' : 'waiting'}
      // Its code is there and it has replaced the server HTML (tests wait for this to act on the leaf).
      data-lazy-live={ready ? '' : undefined}
      style={minHeight ? { minHeight } : undefined}
    >
      {ready ? (
        <KeepServerHtmlOnError name={name} fallback={children}>
          <Suspense fallback={children}>
            <Leaf {...leafProps} />
            <AdoptWhenLive frame={ref} controls={controls} pressed={pressed} />
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
  // One load for the frames that wait for it and for React.lazy, which then renders the leaf at once.
  let loading: Promise<ComponentType<P>> | null = null
  const preload = () => {
    loading ??= load()
    return loading
  }
  const leaf = lazy(async () => ({ default: await preload() })) as unknown as ComponentType<P>
  const lazyLeaf = (props: LazyLeafProps<P>) => (
    <LazyLeafFrame name={name} leaf={leaf} preload={preload} {...props} />
  )
  lazyLeaf.displayName = `LazyLeaf(${name})`
  return lazyLeaf
}
