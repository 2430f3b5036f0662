import { unstable_rethrow } from 'next/navigation'
import { bootScriptSource, DEFINITIONS_ATTRIBUTE } from '@/chrome/experimentsBootScript'
import { getExperiments } from '@/cms/reads'
import type { ExperimentDefinition } from '@/lib/experiments/experiments'
import { log } from '@/platform/log.mjs'

const SOURCE = bootScriptSource()

/**
 * The running experiments' inline script, first in the page's body so the variant attributes are on <html>
 * before anything they style is painted. Its code is fixed; the definitions travel in an attribute, escaped by
 * React. Nothing renders when no experiment runs, or when they cannot be read (everyone sees the usual page).
 */
export async function ExperimentsBoot() {
  let definitions: ExperimentDefinition[]
  try {
    definitions = await getExperiments()
  } catch (error) {
    unstable_rethrow(error)
    log('experiments').error({ err: error }, 'could not read them; rendering the usual page')
    return null
  }
  if (definitions.length === 0) return null
  return (
    <script
      {...{ [DEFINITIONS_ATTRIBUTE]: JSON.stringify(definitions) }}
      dangerouslySetInnerHTML={{ __html: SOURCE }}
    />
  )
}
