'use client'

import { useEffect, useRef, useState } from 'react'
import { useFirstView, usePrefersReducedMotion } from '@/ui/useFirstView'
import { StatsList } from './StatsList'
import {
  formatStat,
  nextStepAt,
  STATS_STEPS,
  type StatItem,
  statFrame,
  statStepAt,
  statsTotalMs,
} from './stats'

/**
 * The count-up: the same list as the server's, whose visible numbers count up once, when the block is first
 * seen. Runs once; never under prefers-reduced-motion. Loaded only when the block nears the viewport
 * (`StatsBlock.lazy.client.tsx`).
 */
export function StatsCountUp({ items }: { items: StatItem[] }) {
  const [ref, seen] = useFirstView<HTMLDivElement>()
  const reducedMotion = usePrefersReducedMotion()
  /** Milliseconds since the block was first seen while the count-up runs; null shows the final values. */
  const [elapsed, setElapsed] = useState<number | null>(null)
  const started = useRef(false)
  const count = items.length

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

  const shown = (index: number) => {
    const item = items[index]!
    const step = elapsed === null ? STATS_STEPS : statStepAt(index, elapsed)
    return step >= STATS_STEPS ? item.final : formatStat(statFrame(item.value, step), item.decimals)
  }

  return (
    <div ref={ref}>
      <StatsList items={items} shown={shown} />
    </div>
  )
}
