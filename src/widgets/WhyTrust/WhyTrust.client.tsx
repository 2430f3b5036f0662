'use client'

import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Explanation } from './Explanation'
import { type ExplanationState, focusNeedsExpanding, stateAfterMeasuring, toggledState } from './whyTrust'

/**
 * The explanation's collapse (000 §4 "Why-trust block"), loaded when the block nears the viewport
 * (`WhyTrust.lazy.client.tsx`). It renders the server's markup (`Explanation`), measures the text before the
 * browser paints, and settles: taller than 75 px stays clipped (as CSS already showed it) and gets the
 * "Read more" button in the row kept for it; shorter text is released and the row goes. It measures again when
 * the text's size changes (rotation, a late font), keeping the reader's choice.
 *
 * Keyboard: the button is a native button (Enter, Space); focus stays on it as it toggles. A link in the
 * clipped part that gets keyboard focus opens the explanation, so focus is never out of sight. After
 * "Show less", the button is scrolled back into view if the shorter text left it above the screen.
 */
export function WhyTrustCollapse({ id, subject, text }: { id: string; subject: string; text: ReactNode }) {
  const clipRef = useRef<HTMLDivElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [state, setState] = useState<ExplanationState>('pending')
  const collapsing = useRef(false)

  const measure = useCallback(() => {
    const content = contentRef.current
    if (!content) return
    const height = content.scrollHeight
    setState((current) => stateAfterMeasuring(current, height))
  }, [])

  // Before paint: the first frame of the leaf already shows the settled state.
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

  const onToggle = () => {
    const next = toggledState(state)
    collapsing.current = next === 'collapsed'
    setState(next)
  }

  return (
    <Explanation
      id={id}
      state={state}
      subject={subject}
      clipRef={clipRef}
      contentRef={contentRef}
      buttonRef={buttonRef}
      onToggle={onToggle}
    >
      {text}
    </Explanation>
  )
}
