'use client'

import { useEffect, useMemo, useRef, useState } from 'react'
import { track } from '@/lib/tracking'
import { loadPixel } from '@/privacy/pixel'
import { printRecipe } from './print'
import { RecipeCard } from './RecipeCard'
import styles from './recipes.module.css'
import { clampServings, SERVINGS_MIN, servingsMax, servingsText } from './servings'
import { browserStorage, type RecipeState, readRecipeState, writeRecipeState } from './storage'
import type { RecipeView } from './view'

/**
 * The recipe card, interactive: ticks and the servings chosen are saved per page and block in
 * localStorage and restored when the leaf loads (storage unavailable or corrupt: the defaults); the servings
 * control rescales the ingredients and the nutrition totals; "Print recipe" prints only this card; a
 * sponsored recipe requests its sponsor's pixel once, through the third-party guard (`loadPixel`: a listed host,
 * the reader's consent to advertising, no topic, no cookies or referrer; nothing is added to the card). Loaded near the viewport
 * (`RecipeCard.lazy.client.tsx`); its first render already has the saved state (it never hydrates server
 * HTML), so nothing flickers.
 */
export function InteractiveRecipe({ view }: { view: RecipeView }) {
  const base = view.servings
  const rules = useMemo(
    () => ({
      keys: new Set([...view.ingredients, ...view.instructions].map((item) => item.key)),
      minServings: SERVINGS_MIN,
      maxServings: base === null ? 0 : servingsMax(base),
    }),
    [view.ingredients, view.instructions, base],
  )
  const [state, setState] = useState<RecipeState>(() =>
    readRecipeState(browserStorage(), view.storageKey, rules),
  )
  const [announcement, setAnnouncement] = useState('')
  const cardRef = useRef<HTMLDivElement>(null)
  const trackerUrl = view.sponsor?.trackerUrl ?? null

  const pixelFor = useRef<string | null>(null)

  useEffect(() => {
    // Once per address, also when an effect runs again (strict mode).
    if (!trackerUrl || pixelFor.current === trackerUrl) return
    pixelFor.current = trackerUrl
    loadPixel(trackerUrl)
  }, [trackerUrl])

  const save = (next: RecipeState) => {
    setState(next)
    writeRecipeState(browserStorage(), view.storageKey, next)
  }

  const servings = base === null ? null : (state.servings ?? base)
  const checked = useMemo(() => new Set(state.checked), [state.checked])

  return (
    <div ref={cardRef}>
      <RecipeCard
        view={view}
        checked={checked}
        servings={servings}
        announcement={announcement}
        actions={{
          onToggle: (key) => {
            const next = checked.has(key) ? state.checked.filter((k) => k !== key) : [...state.checked, key]
            save({ ...state, checked: next })
          },
          onServings: (count) => {
            if (base === null) return
            const chosen = clampServings(count, base)
            save({ ...state, servings: chosen === base ? null : chosen })
            setAnnouncement(`${servingsText(chosen)}. Ingredient amounts updated.`)
          },
          onPrint: () => {
            const card = cardRef.current?.querySelector<HTMLElement>('[data-recipe-card]')
            if (!card) return
            track({ name: 'recipe.print', category: 'recipe', recipe: view.title })
            printRecipe(card, styles.printHidden!)
          },
        }}
      />
    </div>
  )
}
