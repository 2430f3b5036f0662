'use client'

import type { ReactNode } from 'react'
import { useCollapse } from '../collapse/useCollapse'
import { Explanation } from './Explanation'
import { WHY_TRUST_COLLAPSED_HEIGHT_PX } from './whyTrust'

/**
 * The explanation's collapse (000 §4 "Why-trust block"), loaded when the block nears the viewport
 * (`WhyTrust.lazy.client.tsx`). It renders the server's markup (`Explanation`), measures the text before the
 * browser paints, and settles (the collapse kit, `useCollapse`): taller than 75 px stays clipped (as CSS already
 * showed it) and gets the "Read more" button in the row kept for it; shorter text is released and the row goes.
 * It measures again when the text's size changes (rotation, a late font), keeping the reader's choice.
 *
 * Keyboard: the button is a native button (Enter, Space); focus stays on it as it toggles. A link in the
 * clipped part that gets keyboard focus opens the explanation, so focus is never out of sight. After
 * "Show less", the button is scrolled back into view if the shorter text left it above the screen.
 */
export function WhyTrustCollapse({ id, subject, text }: { id: string; subject: string; text: ReactNode }) {
  const { state, clipRef, contentRef, buttonRef, toggle } = useCollapse({
    threshold: WHY_TRUST_COLLAPSED_HEIGHT_PX,
    keepToggleInView: true,
  })
  return (
    <Explanation
      id={id}
      state={state}
      subject={subject}
      clipRef={clipRef}
      contentRef={contentRef}
      buttonRef={buttonRef}
      onToggle={toggle}
    >
      {text}
    </Explanation>
  )
}
