// Fixes for bugs in the installed Payload packages that upstream has not released yet. Runs after every
// install (package.json "postinstall"), and again in `npm test` in check mode (`--check`) so a patch that no
// longer applies fails loudly instead of silently shipping the bug again.
//
// Each patch replaces one exact piece of a published file. It is idempotent: a file already patched is left
// alone. When Payload is upgraded and a piece is no longer found, check whether upstream fixed the bug (then
// delete the patch) or the code moved (then update `find`). ADR 12 lists why each one exists.
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

/**
 * Lost keystrokes in forms that sync through the server (every widget block in the article body).
 *
 * Payload's Form sends its state to the server 250 ms after the last change and merges the answer back. The
 * merge also marked the merged state as "already sent" (`prevStateRef.current = newState`), even when the
 * editor had typed more while the request was in flight. The debounced change check then saw nothing new and
 * never sent the latest value, so a block inside the rich-text body kept the text as it was when the request
 * left: the editor saw the whole sentence, the saved article had its first half. Slow networks and busy
 * machines lose text this way.
 *
 * The fix: the onChange merge carries the state it sent, and the merge marks its result as sent only when no
 * field's value changed since. Otherwise the change check sends again, with the latest value.
 */
const PATCHES = [
  {
    name: 'form: merge marks state as sent only when nothing changed in flight (bundled client)',
    file: 'node_modules/@payloadcms/ui/dist/exports/client/index.js',
    edits: [
      {
        find: 'MERGE_SERVER_STATE":{let{acceptValues:o,prevStateRef:n,serverState:r}=e,s=KR({acceptValues:o,currentState:t||{},incomingState:r});return n.current=s,s}',
        replace:
          'MERGE_SERVER_STATE":{let{acceptValues:o,prevStateRef:n,serverState:r}=e,s=KR({acceptValues:o,currentState:t||{},incomingState:r});return(!e.sentState||!Object.keys(t||{}).some(k=>!(k in e.sentState)||t[k]?.value!==e.sentState[k]?.value))&&(n.current=s),s}',
      },
      {
        find: 'He=await jt({formState:oD(K,{excludeFiles:!0}),submitted:Fe});re({type:"MERGE_SERVER_STATE",prevStateRef:q,serverState:He})',
        replace:
          'He=await jt({formState:oD(K,{excludeFiles:!0}),submitted:Fe});re({type:"MERGE_SERVER_STATE",prevStateRef:q,serverState:He,sentState:K})',
      },
    ],
  },
  {
    name: 'form: merge marks state as sent only when nothing changed in flight (reducer module)',
    file: 'node_modules/@payloadcms/ui/dist/forms/Form/fieldReducer.js',
    edits: [
      {
        find: `        prevStateRef.current = newState;
        return newState;`,
        replace: `        // Patched (scripts/patch-payload.mjs): only when no value changed while the request was in flight.
        const sentState = action.sentState;
        const changedInFlight = sentState && Object.keys(state || {}).some(p => !(p in sentState) || state[p]?.value !== sentState[p]?.value);
        if (!changedInFlight) {
          prevStateRef.current = newState;
        }
        return newState;`,
      },
    ],
  },
  {
    name: 'form: onChange merge carries the state it sent (form module)',
    file: 'node_modules/@payloadcms/ui/dist/forms/Form/index.js',
    edits: [
      {
        find: `          type: 'MERGE_SERVER_STATE',
          prevStateRef: prevFormState,
          serverState
        });`,
        replace: `          type: 'MERGE_SERVER_STATE',
          prevStateRef: prevFormState,
          serverState,
          sentState: formState
        });`,
      },
    ],
  },
]

/** Applies (or with `check`, only verifies) every patch. Returns the problems found. */
export function patchPayload({ check = false } = {}) {
  const problems = []
  for (const patch of PATCHES) {
    const file = path.join(root, patch.file)
    if (!fs.existsSync(file)) {
      problems.push(`${patch.name}: ${patch.file} is missing`)
      continue
    }
    let text = fs.readFileSync(file, 'utf8')
    let changed = false
    for (const { find, replace } of patch.edits) {
      if (text.includes(replace)) continue
      const count = text.split(find).length - 1
      if (count !== 1) {
        problems.push(
          `${patch.name}: expected the original code once in ${patch.file}, found it ${count} times (Payload upgraded? see scripts/patch-payload.mjs)`,
        )
        continue
      }
      if (check) {
        problems.push(`${patch.name}: not applied to ${patch.file} (run npm install)`)
        continue
      }
      text = text.replace(find, replace)
      changed = true
    }
    if (changed) fs.writeFileSync(file, text)
  }
  return problems
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const problems = patchPayload({ check: process.argv.includes('--check') })
  for (const problem of problems) console.error(`patch-payload: ${problem}`)
  process.exit(problems.length ? 1 : 0)
}
