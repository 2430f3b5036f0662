'use client'

import { useEffect, useRef, useState } from 'react'
import { EmbedFacade, type FacadeState } from './Facade'
import type { FacadeData } from './facadeData'

/**
 * The facade made interactive: the same markup as the server's, with a real button; pressing it puts the
 * provider's frame in the same box and moves focus to it. Until then nothing loads from the provider.
 * Loaded near the viewport through each widget's lazy leaf (`createLazyLeaf`).
 */
export function EmbedPlayer({ data }: { data: FacadeData }) {
  const [state, setState] = useState<FacadeState>('static')
  const frame = useRef<HTMLIFrameElement>(null)

  useEffect(() => {
    setState((current) => (current === 'static' ? 'ready' : current))
  }, [])

  useEffect(() => {
    if (state === 'playing') frame.current?.focus()
  }, [state])

  return <EmbedFacade data={data} state={state} onPress={() => setState('playing')} frameRef={frame} />
}
