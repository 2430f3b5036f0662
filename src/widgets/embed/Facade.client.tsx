'use client'

import { useEffect, useRef, useState } from 'react'
import { thirdPartyFrameSrc } from '@/privacy/thirdParty/guard'
import { EmbedFacade, type FacadeState } from './Facade'
import type { FacadeData } from './facadeData'

/**
 * The facade made interactive: the same markup as the server's, with a real button; pressing it asks the
 * third-party guard for the frame (the reader's press is the consent for this one item; its address must be
 * listed and must not name the page's topic), puts the provider's frame in the same box and moves focus to it.
 * Until then nothing loads from the provider. When the guard refuses, the button becomes the provider's link
 * (a new tab), which takes focus, and the notice says why nothing played. Loaded near the viewport through
 * each widget's lazy leaf (`createLazyLeaf`).
 */
export function EmbedPlayer({ data }: { data: FacadeData }) {
  const [state, setState] = useState<FacadeState>('static')
  const [frameSrc, setFrameSrc] = useState<string | null>(null)
  const frame = useRef<HTMLIFrameElement>(null)
  const link = useRef<HTMLAnchorElement>(null)

  useEffect(() => {
    setState((current) => (current === 'static' ? 'ready' : current))
  }, [])

  useEffect(() => {
    if (state === 'playing') frame.current?.focus()
    if (state === 'refused') link.current?.focus()
  }, [state])

  const onPress = () => {
    // In the press itself: the guard checks the reader's activation where the browser reports it.
    const src = thirdPartyFrameSrc(data.src)
    setFrameSrc(src)
    setState(src ? 'playing' : 'refused')
  }

  return (
    <EmbedFacade
      data={data}
      state={state}
      onPress={onPress}
      frameRef={frame}
      linkRef={link}
      frameSrc={frameSrc}
    />
  )
}
