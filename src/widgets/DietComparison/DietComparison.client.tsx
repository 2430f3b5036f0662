'use client'

import { type ChangeEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react'
import { track } from '@/lib/tracking'
import { DietComparisonView, TRACK_LOCATION, type ViewHandlers } from './DietComparisonView'
import {
  type ComparisonAction,
  type ComparisonState,
  comparisonReducer,
  type DietView,
  initialComparison,
  suggestDiets,
  TRACK_CATEGORY,
  TRACK_EVENTS,
  type ViewportClass,
  viewportClass,
} from './dietComparison'

export type DietComparisonLeafProps = {
  /** The base of the widget's element ids (the server's, so the markup is the same). */
  idBase: string
  /** Every diet the block offers, in order; the first two start in the columns. */
  diets: DietView[]
}

/** The viewport class (002 §4.8) of the window, once known in the browser; follows resizing. */
function useViewportClass(): ViewportClass | null {
  const [current, setCurrent] = useState<ViewportClass | null>(null)
  useEffect(() => {
    const update = () => setCurrent(viewportClass(window.innerWidth))
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])
  return current
}

/** The enabled checkboxes of the list an element sits in, in order. */
function enabledOptions(from: Element): HTMLInputElement[] {
  const list = from.closest('[data-diet-dropdown]')?.querySelector('ul')
  return list ? [...list.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:not(:disabled)')] : []
}

function Comparison({ idBase, diets, initial }: DietComparisonLeafProps & { initial: ComparisonState }) {
  const [state, setState] = useState(initial)
  const [query, setQuery] = useState('')
  const viewport = useViewportClass()
  const headerRef = useRef<HTMLButtonElement>(null)
  const firstNameRef = useRef<HTMLHeadingElement>(null)
  /** Where focus goes once the state change has rendered (a hidden panel cannot keep it). */
  const focusNext = useRef<'header' | 'firstName' | null>(null)

  useEffect(() => {
    const target = focusNext.current
    focusNext.current = null
    if (target === 'header') headerRef.current?.focus()
    if (target === 'firstName') firstNameRef.current?.focus()
  })

  const { shown, countText } = useMemo(() => {
    const { items } = suggestDiets(diets, query)
    if (!query.trim()) return { shown: diets, countText: '' }
    const matching = items.flatMap((name) => diets.filter((diet) => diet.name === name))
    return { shown: matching, countText: `${matching.length} of ${diets.length} diets shown` }
  }, [diets, query])

  const base = { category: TRACK_CATEGORY, location: TRACK_LOCATION, variant: viewport ?? undefined }
  const nameOf = (id: string) => diets.find((diet) => diet.id === id)?.name ?? ''

  /** Applies an action and reports what changed to the data layer (never what the reader typed). */
  const apply = (action: ComparisonAction): ComparisonState => {
    const next = comparisonReducer(state, action)
    if (action.type === 'selection' && next.selection !== state.selection && 'id' in action.action) {
      const { id } = action.action
      track({
        ...base,
        name: TRACK_EVENTS.select,
        text: nameOf(id),
        position: diets.findIndex((diet) => diet.id === id) + 1,
        selected: next.selection.selected.includes(id),
      })
    }
    if (next.compared !== state.compared) {
      track({ ...base, name: TRACK_EVENTS.compare, text: next.compared.map(nameOf).join(' vs ') })
    }
    if (!state.open && next.open) track({ ...base, name: TRACK_EVENTS.open })
    if (state.open && !next.open) {
      track({ ...base, name: TRACK_EVENTS.close })
      setQuery('')
    }
    setState(next)
    return next
  }

  const handlers: ViewHandlers = {
    onHeader: () => {
      apply({ type: 'header' })
    },
    onToggle: (id) => {
      apply({ type: 'selection', action: { type: 'toggle', id } })
    },
    onCompare: () => {
      const next = apply({ type: 'compare' })
      if (!next.open) focusNext.current = 'firstName'
    },
    onQuery: (event: ChangeEvent<HTMLInputElement>) => {
      setQuery(event.currentTarget.value)
    },
    onDropdownKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key !== 'Escape' || !state.open) return
      event.preventDefault()
      const next = apply({ type: 'header' })
      if (!next.open) focusNext.current = 'header'
    },
    onFilterKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Escape' && query) {
        // The first Escape empties the search; the next one acts as the header.
        event.preventDefault()
        event.stopPropagation()
        setQuery('')
      } else if (event.key === 'ArrowDown') {
        event.preventDefault()
        enabledOptions(event.currentTarget)[0]?.focus()
      }
    },
    onOptionKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
      event.preventDefault()
      const options = enabledOptions(event.currentTarget)
      const index = options.indexOf(event.currentTarget)
      const next = options[index + (event.key === 'ArrowDown' ? 1 : -1)]
      if (next) next.focus()
      else if (event.key === 'ArrowUp') {
        const filter = event.currentTarget
          .closest('[data-diet-dropdown]')
          ?.querySelector('input[type="search"]')
        ;(filter as HTMLInputElement | null)?.focus()
      }
    },
    onLearnMore: (diet, position) => {
      track({
        ...base,
        name: TRACK_EVENTS.learnMore,
        text: diet.name,
        position,
        linkUrl: diet.learnMore?.href,
      })
    },
  }

  return (
    <DietComparisonView
      idBase={idBase}
      diets={diets}
      state={state}
      shown={shown}
      query={query}
      countText={countText}
      viewport={viewport}
      handlers={handlers}
      headerRef={headerRef}
      firstNameRef={firstNameRef}
    />
  )
}

/**
 * The interactive diet comparison (002 §4.8): the same markup as the server's, now with the dropdown
 * working. The store, the dropdown's rules and the search are the pure functions of `dietComparison.ts`;
 * the search runs over the diets already on the page and sends nothing anywhere. Events go to the
 * first-party data layer on open, close, select, compare and Learn More.
 */
export function DietComparisonLeaf({ idBase, diets }: DietComparisonLeafProps) {
  const initial = useMemo(() => initialComparison(diets.map((diet) => diet.id)), [diets])
  if (!initial) return null
  return <Comparison idBase={idBase} diets={diets} initial={initial} />
}
