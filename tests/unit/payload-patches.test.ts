import { fieldReducer } from '../../node_modules/@payloadcms/ui/dist/forms/Form/fieldReducer.js'
import { patchPayload } from '../../scripts/patch-payload.mjs'

type FieldState = { value: unknown; valid?: boolean; isModified?: boolean }
type FormState = Record<string, FieldState>

/** Payload's form reducer as the admin runs it, patched by `scripts/patch-payload.mjs`. */
const reduce = fieldReducer as unknown as (state: FormState, action: Record<string, unknown>) => FormState

describe('patches to the installed Payload packages', () => {
  it('are all applied (npm install applies them; a Payload upgrade that moves the code fails here)', () => {
    expect(patchPayload({ check: true })).toEqual([])
  })

  // The debounced change check sends the form to the server only when the state differs from
  // `prevStateRef.current`. The merge of the server's answer must not mark as sent a value the editor typed
  // while the request was in flight, or that value never reaches the server (nor the block's saved data).
  const sent: FormState = { text: { value: 'Close the cur', isModified: true } }
  const serverState: FormState = { text: { value: 'Close the cur', valid: true } }

  it('a value typed while the request was in flight stays unsent, so it is sent next', () => {
    const typedMeanwhile: FormState = { text: { value: 'Close the curtains.', isModified: true } }
    const prevStateRef = { current: sent }
    const merged = reduce(typedMeanwhile, {
      type: 'MERGE_SERVER_STATE',
      prevStateRef,
      serverState,
      sentState: sent,
    })
    expect(merged.text?.value).toBe('Close the curtains.')
    expect(prevStateRef.current).toBe(sent)
  })

  it('with nothing typed in flight, the merged state counts as sent (no extra request)', () => {
    const prevStateRef = { current: {} as FormState }
    const merged = reduce(sent, { type: 'MERGE_SERVER_STATE', prevStateRef, serverState, sentState: sent })
    expect(prevStateRef.current).toBe(merged)
  })

  it('a row added in flight also counts as a change', () => {
    const withRow: FormState = { ...sent, 'items.0.text': { value: null } }
    const prevStateRef = { current: sent }
    reduce(withRow, { type: 'MERGE_SERVER_STATE', prevStateRef, serverState, sentState: sent })
    expect(prevStateRef.current).toBe(sent)
  })

  it('merges without a sent state (after a submit) as before', () => {
    const prevStateRef = { current: {} as FormState }
    const merged = reduce(sent, { type: 'MERGE_SERVER_STATE', prevStateRef, serverState })
    expect(prevStateRef.current).toBe(merged)
  })
})
