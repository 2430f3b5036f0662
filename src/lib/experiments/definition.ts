import type { Experiment } from '@/cms/payload-types'
import type { ExperimentDefinition } from './experiments'
import { EXPERIMENT_KEYS } from './keys'

/** A stored experiment as pages carry it: key, variants and shares, pages; nothing else. */
export function experimentDefinition(
  doc: Pick<Experiment, 'key' | 'variants' | 'paths'>,
): ExperimentDefinition {
  const known = EXPERIMENT_KEYS.find((e) => e.key === doc.key)
  return {
    key: doc.key,
    variants: (doc.variants ?? []).map((v) => ({ key: v.key, share: Number(v.share) || 0 })),
    paths: (doc.paths ?? []).map((p) => p.path.trim()).filter(Boolean),
    ...(known?.labelByBreakpoint ? { labelByBreakpoint: true } : {}),
  }
}
