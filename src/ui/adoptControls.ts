/**
 * What a reader did to an interactive widget's server HTML before its code took over (issue 32): a recipe step
 * ticked, a quiz answer chosen, a ZIP code typed while the script was still on its way. The browser keeps that
 * in the server's controls, but the live component renders controls of its own, and would drop it. Read just
 * before the component takes the server HTML's place (`changedControls`), it is made again on the live controls
 * once they are there (`adoptControls`), through the same events a reader's hand makes, so the component's own
 * handlers run (its state, what it saves, what it tracks). Used by both kinds of island: deferred islands
 * (`deferredIsland.tsx`) and lazy leaves (`lazyLeaf.tsx`).
 */

/** The controls an island's server HTML may hold (the islands take them with this same selector). */
export const CONTROLS = 'input, select, textarea'
/** Inputs whose value a reader types; not passwords, files, hidden fields or buttons. */
const TYPED = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'date', 'time', 'month', 'week'])

export type ControlState =
  | { index: number; kind: 'check'; type: string; name: string; value: string; checked: boolean }
  | { index: number; kind: 'text'; type: string; name: string; text: string }
  | { index: number; kind: 'select'; type: string; name: string; selected: string[] }

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

function kindOf(el: Element): ControlState['kind'] | null {
  if (el instanceof HTMLInputElement) {
    if (el.type === 'checkbox' || el.type === 'radio') return 'check'
    return TYPED.has(el.type) ? 'text' : null
  }
  if (el instanceof HTMLTextAreaElement) return 'text'
  if (el instanceof HTMLSelectElement) return 'select'
  return null
}

const typeOf = (el: Control) => (el instanceof HTMLInputElement ? el.type : el.tagName.toLowerCase())

/** The controls under `root` the reader has changed from what the server rendered, in document order. */
export function changedControls(root: Element): ControlState[] {
  return changedControlsOf(Array.from(root.querySelectorAll(CONTROLS)))
}

/**
 * The same, of a list of controls taken earlier (`root.querySelectorAll('input, select, textarea')`): an element
 * keeps its state once the live component has removed it, so the islands take the list before they render and
 * load this module only when it is not empty.
 */
export function changedControlsOf(controls: readonly Element[]): ControlState[] {
  const out: ControlState[] = []
  ;(controls as Control[]).forEach((el, index) => {
    const kind = kindOf(el)
    const base = { index, type: typeOf(el), name: el.name }
    if (kind === 'check' && el instanceof HTMLInputElement) {
      if (el.checked !== el.defaultChecked) out.push({ ...base, kind, value: el.value, checked: el.checked })
    } else if (kind === 'text' && !(el instanceof HTMLSelectElement)) {
      if (el.value !== el.defaultValue) out.push({ ...base, kind, text: el.value })
    } else if (kind === 'select' && el instanceof HTMLSelectElement) {
      const options = Array.from(el.options)
      const selected = options.filter((o) => o.selected).map((o) => o.value)
      const initial = options.filter((o) => o.defaultSelected).map((o) => o.value)
      // A single select with no option marked shows its first: that is not the reader's choice.
      const shown = initial.length === 0 && !el.multiple ? options.slice(0, 1).map((o) => o.value) : initial
      if (selected.join('\n') !== shown.join('\n')) out.push({ ...base, kind, selected })
    }
  })
  return out
}

function sameControl(el: Control | undefined, state: ControlState): el is Control {
  if (!el || typeOf(el) !== state.type || el.name !== state.name) return false
  return state.kind !== 'check' || (el as HTMLInputElement).value === state.value
}

/** Sets a value as typing does, so that React (which watches the element's own value setter) sees it. */
function typeInto(el: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const prototype =
    el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(el, text)
  el.dispatchEvent(new Event('input', { bubbles: true }))
  el.dispatchEvent(new Event('change', { bubbles: true }))
}

/**
 * Make the reader's changes again on the controls now under `root` (the same control by position, else by its
 * name and value): a click for a box or a choice, typing for text, a change for a list. A control that is gone,
 * disabled, or already as the reader left it is left alone. Returns how many were made again.
 */
export function adoptControls(root: Element, states: readonly ControlState[]): number {
  if (states.length === 0) return 0
  const controls = Array.from(root.querySelectorAll<Control>(CONTROLS))
  let adopted = 0
  for (const state of states) {
    const el = sameControl(controls[state.index], state)
      ? controls[state.index]
      : controls.find((c) => sameControl(c, state))
    if (!el || el.disabled) continue
    if (state.kind === 'check' && el instanceof HTMLInputElement) {
      // A choice the reader left (a radio unchecked by choosing another) is made by choosing that other.
      if (el.checked === state.checked || (el.type === 'radio' && !state.checked)) continue
      el.click()
    } else if (state.kind === 'text' && !(el instanceof HTMLSelectElement)) {
      if (el.value === state.text) continue
      typeInto(el, state.text)
    } else if (state.kind === 'select' && el instanceof HTMLSelectElement) {
      for (const option of Array.from(el.options)) option.selected = state.selected.includes(option.value)
      el.dispatchEvent(new Event('change', { bubbles: true }))
    } else continue
    adopted += 1
  }
  return adopted
}
