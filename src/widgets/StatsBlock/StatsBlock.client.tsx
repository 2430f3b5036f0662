'use client'

import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react'
import { useFirstView, usePrefersReducedMotion } from '@/lib/useFirstView'
import { formatStat, nextStepAt, STATS_STEPS, statFrame, statStepAt, statsTotalMs } from './stats'

/** Milliseconds since the block was first seen while the count-up runs; null shows the final values. */
const ElapsedContext = createContext<number | null>(null)

type StatsCountUpProps = {
  /** How many numbers the block holds (the animation ends when the last one is done). */
  count: number
  children: ReactNode
}

/**
 * Watches the block and, once it is first seen, drives the count-up of every `AnimatedStatNumber` inside.
 * Runs once; never under prefers-reduced-motion. Children stay server-rendered.
 */
export function StatsCountUp({ count, children }: StatsCountUpProps) {
  const [ref, seen] = useFirstView<HTMLDivElement>()
  const reducedMotion = usePrefersReducedMotion()
  const [elapsed, setElapsed] = useState<number | null>(null)
  const started = useRef(false)

  useEffect(() => {
    if (!seen || reducedMotion || started.current || count < 1) return
    started.current = true
    const total = statsTotalMs(count)
    const startedAt = performance.now()
    let timer: ReturnType<typeof setTimeout> | undefined

    const tick = () => {
      const now = performance.now() - startedAt
      if (now >= total) {
        setElapsed(null)
        return
      }
      setElapsed(now)
      timer = setTimeout(tick, Math.max(1, Math.ceil(nextStepAt(now) - now)))
    }
    tick()

    return () => {
      if (timer !== undefined) clearTimeout(timer)
      // Interrupted (reduced motion switched on, or unmounted): settle on the final values for good.
      setElapsed(null)
    }
  }, [seen, reducedMotion, count])

  return (
    <div ref={ref}>
      <ElapsedContext.Provider value={elapsed}>{children}</ElapsedContext.Provider>
    </div>
  )
}

type AnimatedStatNumberProps = {
  index: number
  value: number
  decimals: number
  /** Final formatted value, computed on the server. */
  final: string
  className?: string
}

/** The visible number; shows `final` until the count-up runs. Hidden from screen readers by the caller. */
export function AnimatedStatNumber({ index, value, decimals, final, className }: AnimatedStatNumberProps) {
  const elapsed = useContext(ElapsedContext)
  const step = elapsed === null ? STATS_STEPS : statStepAt(index, elapsed)
  const shown = step >= STATS_STEPS ? final : formatStat(statFrame(value, step), decimals)
  return (
    <span className={className} data-final={final}>
      <span>{shown}</span>
    </span>
  )
}
