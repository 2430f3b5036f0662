import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { type CollapseState, focusNeedsExpanding, stateAfterMeasuring, toggledState } from './collapse'

export type CollapseOptions = {
  /** Only text taller than this (px) gets the toggle; shorter text is released. */
  threshold: number
  /**
   * After "less", scroll the toggle back into view when the shorter text left it above the screen (for a
   * toggle that sits under the text).
   */
  keepToggleInView?: boolean
}

/**
 * The collapse of a text in a client leaf. Attach `clipRef` to the element that clips (it holds the whole text in
 * every state, so nothing is hidden from screen readers or find-in-page), `contentRef` to the text inside it,
 * `buttonRef` to the toggle, and call `toggle` on its click.
 *
 * It measures the text before the browser paints the leaf's first render (the leaf's first frame already shows
 * the settled state), measures again whenever the text's size changes (rotation, a late font) keeping the
 * reader's choice, and opens the text when keyboard focus lands on something under the fold.
 */
export function useCollapse({ threshold, keepToggleInView = false }: CollapseOptions) {
  const clipRef = useRef<HTMLDivElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [state, setState] = useState<CollapseState>('pending')
  const collapsing = useRef(false)

  const measure = useCallback(() => {
    const content = contentRef.current
    if (!content) return
    const height = content.scrollHeight
    setState((current) => stateAfterMeasuring(current, height, threshold))
  }, [threshold])

  useLayoutEffect(() => {
    measure()
    const content = contentRef.current
    if (!content || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => measure())
    observer.observe(content)
    return () => observer.disconnect()
  }, [measure])

  useEffect(() => {
    const clip = clipRef.current
    if (!clip || state !== 'collapsed') return
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof Element)) return
      const bottom = event.target.getBoundingClientRect().bottom - clip.getBoundingClientRect().top
      if (focusNeedsExpanding(bottom, clip.clientHeight)) setState('expanded')
    }
    clip.addEventListener('focusin', onFocusIn)
    return () => clip.removeEventListener('focusin', onFocusIn)
  }, [state])

  useEffect(() => {
    if (state !== 'collapsed' || !collapsing.current) return
    collapsing.current = false
    const button = buttonRef.current
    if (button && button.getBoundingClientRect().top < 0 && typeof button.scrollIntoView === 'function') {
      button.scrollIntoView({ block: 'nearest' })
    }
  }, [state])

  const toggle = () => {
    const next = toggledState(state)
    collapsing.current = keepToggleInView && next === 'collapsed'
    setState(next)
  }

  return { state, clipRef, contentRef, buttonRef, toggle }
}
