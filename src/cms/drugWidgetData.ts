/*
 * The `drugs` collection's documents turned into what the site uses, and the rules an editor's drug must
 * follow. Pure functions on the stored shape (depth 0), no Payload, no I/O: the collection's validation, the
 * cached catalog (`drugCatalog.ts`), the widget's server component and the tests share them.
 *
 * Kept in src/cms, not in the widget folder, because the catalog and the collection need them and the CMS
 * imports nothing of a widget but its block config (ADR 11).
 */

import { textOf } from '@/lib/text'
import type {
  DrugDosage,
  DrugManufacturer,
  DrugOption,
  DrugSelection,
  DrugWidgetData,
  FormulationInfo,
} from '@/services/pricing/shared'

/** A drug as stored (depth 0). Loose on purpose: the builders read whatever an older or partial save left. */
export type StoredDrug = {
  id: number | string
  name?: string | null
  slug?: string | null
  manufacturers?: StoredManufacturer[] | null
  defaultSelection?: { formulationId?: string | null; quantity?: number | null } | null
}

export type StoredManufacturer = {
  name?: string | null
  drugType?: string | null
  drugSlug?: string | null
  options?: StoredOption[] | null
}

export type StoredOption = {
  form?: string | null
  /** Spelled as in the data the widget was specified against (002 §3.1): keep it. */
  dossages?: StoredDosage[] | null
}

export type StoredDosage = {
  dosage?: string | null
  formulationId?: string | null
  msrp?: number | null
  commonQuantities?: { display?: string | null; value?: number | null }[] | null
}

/**
 * The National Drug Code in its 11-digit billing form, 5-4-2 digits with hyphens (e.g. 00071-0155-23): the
 * formulation id the pricing providers, the MSRP lookup and the coupon use.
 */
export const NDC_PATTERN = /^\d{5}-\d{4}-\d{2}$/

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0
const price = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null

/** What is wrong with an NDC an editor typed, in their words, or null when it is well formed. */
export function ndcProblem(value: unknown): string | null {
  const ndc = typeof value === 'string' ? value : ''
  if (ndc.trim() === '') return 'Enter the NDC, e.g. 00071-0155-23.'
  if (NDC_PATTERN.test(ndc)) return null
  const digits = ndc.replace(/\D/g, '')
  if (ndc.trim() !== ndc) return `Remove the spaces around the NDC. Write it as ${example(digits)}.`
  if (digits.length === 10)
    return 'This looks like a 10-digit NDC from a package. Write it as 11 digits in 5-4-2 groups: add a leading 0 to its short group, e.g. 0071-0155-23 becomes 00071-0155-23.'
  if (digits.length === 11 && digits.length === ndc.length)
    return `Add the hyphens: 5 digits, 4 digits, 2 digits, e.g. ${example(digits)}.`
  return 'Write the NDC as 11 digits in 5-4-2 groups with hyphens, e.g. 00071-0155-23.'
}

function example(digits: string): string {
  return digits.length === 11
    ? `${digits.slice(0, 5)}-${digits.slice(5, 9)}-${digits.slice(9)}`
    : '00071-0155-23'
}

/** Every NDC in a drug, in document order, with where it sits (for messages). */
export function formulationIdsOf(
  drug: Pick<StoredDrug, 'manufacturers'> | null | undefined,
): { formulationId: string; manufacturer: string; form: string; dosage: string }[] {
  return (drug?.manufacturers ?? []).flatMap((m) =>
    (m?.options ?? []).flatMap((o) =>
      (o?.dossages ?? []).flatMap((d) => {
        const formulationId = textOf(d?.formulationId)
        return formulationId
          ? [
              {
                formulationId,
                manufacturer: textOf(m?.name),
                form: textOf(o?.form),
                dosage: textOf(d?.dosage),
              },
            ]
          : []
      }),
    ),
  )
}

/**
 * Why `formulationId` cannot be used in `drug` (as being saved), or null: it appears twice in this drug, or
 * another drug of the catalog already has it. An NDC names one product, and the price and coupon calls find
 * the drug by it, so it must be unique across the catalog.
 */
export function duplicateFormulationProblem(
  formulationId: unknown,
  drug: Pick<StoredDrug, 'manufacturers'> | null | undefined,
  others: readonly Pick<StoredDrug, 'name' | 'manufacturers'>[],
): string | null {
  const ndc = textOf(formulationId)
  if (!ndc) return null
  const here = formulationIdsOf(drug).filter((f) => f.formulationId === ndc)
  if (here.length > 1) {
    const where = here.map((f) => `${f.manufacturer || 'a manufacturer'} ${f.form} ${f.dosage}`.trim())
    return `NDC ${ndc} is used twice in this drug (${where.join(' and ')}). Each dosage has its own NDC: correct one of them.`
  }
  for (const other of others) {
    const found = formulationIdsOf(other).find((f) => f.formulationId === ndc)
    if (found) {
      const name = textOf(other.name) ? `“${textOf(other.name)}”` : 'another drug'
      return `NDC ${ndc} already belongs to ${name} (${`${found.manufacturer} ${found.dosage}`.trim()}). An NDC names one product: check the number on the package.`
    }
  }
  return null
}

/**
 * Why the default selection does not point at an entry of this drug, or null when it does or is empty
 * (empty means: the first manufacturer, form, dosage and quantity).
 */
export function defaultSelectionProblem(drug: Pick<StoredDrug, 'manufacturers' | 'defaultSelection'>): {
  field: 'formulationId' | 'quantity'
  message: string
} | null {
  const wanted = textOf(drug.defaultSelection?.formulationId)
  const quantity = drug.defaultSelection?.quantity
  const hasQuantity = quantity !== null && quantity !== undefined
  if (!wanted) {
    if (!hasQuantity) return null
    return {
      field: 'formulationId',
      message:
        'Enter the NDC of the dosage this quantity belongs to, or empty the quantity to show the first one.',
    }
  }
  const dosage = dosageEntries(drug).find((e) => e.dosage.formulationId === wanted)
  if (!dosage) {
    const known = formulationIdsOf(drug).map((f) => f.formulationId)
    return {
      field: 'formulationId',
      message: known.length
        ? `No dosage above has NDC ${wanted}. Use one of: ${known.join(', ')}; or leave it empty to show the first dosage.`
        : `No dosage above has NDC ${wanted}: add the dosage first, or leave this empty.`,
    }
  }
  if (!hasQuantity) return null
  const values = dosage.quantities.map((q) => q.value)
  if (values.includes(quantity)) return null
  return {
    field: 'quantity',
    message: values.length
      ? `${dosage.dosage.dosage || wanted} has no quantity of ${quantity}. Use one of: ${values.join(', ')}; or leave it empty to show the first.`
      : `${dosage.dosage.dosage || wanted} has no quantities yet: add them, or leave this empty.`,
  }
}

// ---------------------------------------------------------------------------------------------------------
// Builders

type DosageEntry = {
  manufacturer: DrugManufacturer
  option: DrugOption
  dosage: DrugDosage
  quantities: DrugDosage['commonQuantities']
}

/** The drug's manufacturers as the widget shows them: only complete entries (a dosage needs an NDC and a quantity). */
export function drugManufacturers(drug: Pick<StoredDrug, 'manufacturers'>): DrugManufacturer[] {
  return (drug.manufacturers ?? []).flatMap((m): DrugManufacturer[] => {
    const name = textOf(m?.name)
    const drugSlug = textOf(m?.drugSlug)
    if (!name || !drugSlug) return []
    const options = (m?.options ?? []).flatMap((o): DrugOption[] => {
      const form = textOf(o?.form)
      const dossages = (o?.dossages ?? []).flatMap((d): DrugDosage[] => {
        const dosage = textOf(d?.dosage)
        const formulationId = textOf(d?.formulationId)
        const commonQuantities = (d?.commonQuantities ?? []).flatMap((q) =>
          textOf(q?.display) && positive(q?.value) ? [{ display: textOf(q?.display), value: q.value }] : [],
        )
        if (!dosage || !NDC_PATTERN.test(formulationId) || commonQuantities.length === 0) return []
        return [{ dosage, formulationId, msrp: price(d?.msrp), commonQuantities }]
      })
      return form && dossages.length > 0 ? [{ form, dossages }] : []
    })
    if (options.length === 0) return []
    return [{ name, drugType: m?.drugType === 'brand' ? 'brand' : 'generic', drugSlug, options }]
  })
}

function dosageEntries(drug: Pick<StoredDrug, 'manufacturers'>): DosageEntry[] {
  return drugManufacturers(drug).flatMap((manufacturer) =>
    manufacturer.options.flatMap((option) =>
      option.dossages.map((dosage) => ({
        manufacturer,
        option,
        dosage,
        quantities: dosage.commonQuantities,
      })),
    ),
  )
}

/**
 * The selection readers see first: the editor's NDC and quantity when they point at an entry, else the first
 * manufacturer's first form, dosage and quantity (also when only the quantity is wrong: its dosage with its
 * first quantity). Null when the drug has no complete dosage.
 */
export function resolveDefaultSelection(
  drug: Pick<StoredDrug, 'manufacturers' | 'defaultSelection'>,
): DrugSelection | null {
  const entries = dosageEntries(drug)
  const wanted = textOf(drug.defaultSelection?.formulationId)
  const entry = entries.find((e) => e.dosage.formulationId === wanted) ?? entries[0]
  if (!entry) return null
  const quantity =
    entry.quantities.find((q) => q.value === drug.defaultSelection?.quantity) ?? entry.quantities[0]
  if (!quantity) return null
  return {
    name: entry.manufacturer.name,
    form: entry.option.form,
    dosage: entry.dosage.dosage,
    formulationId: entry.dosage.formulationId,
    quantity: { display: quantity.display, value: quantity.value },
    drugSlug: entry.manufacturer.drugSlug,
    drugMSRP: entry.dosage.msrp,
  }
}

/**
 * A drug as the widget receives it (002 §3.1), or null when it has nothing to price (no name, or no complete
 * dosage): the widget then shows its "unavailable" state on a drug-savings page and nothing in an article.
 * A copay offer is not part of the drug: it is a driver (Promotions → Drivers, placement drugCopay) that the
 * widget's island asks for in the browser.
 */
export function drugWidgetData(drug: StoredDrug): DrugWidgetData | null {
  const name = textOf(drug.name)
  const manufacturers = drugManufacturers(drug)
  const defaultSelection = resolveDefaultSelection(drug)
  if (!name || manufacturers.length === 0 || !defaultSelection) return null
  return { id: String(drug.id), name, manufacturers, defaultSelection }
}

/** Every complete formulation of the drugs, for the pricing API's lookup by NDC (first one wins on a clash). */
export function formulationInfos(drugs: readonly StoredDrug[]): FormulationInfo[] {
  const seen = new Set<string>()
  return drugs.flatMap((drug) => {
    const drugName = textOf(drug.name)
    if (!drugName) return []
    return drugManufacturers(drug).flatMap((m) =>
      m.options.flatMap((o) =>
        o.dossages.flatMap((d): FormulationInfo[] => {
          if (seen.has(d.formulationId)) return []
          seen.add(d.formulationId)
          return [
            {
              formulationId: d.formulationId,
              drugId: String(drug.id),
              drugName,
              manufacturer: m.name,
              drugType: m.drugType,
              drugSlug: m.drugSlug,
              form: o.form,
              dosage: d.dosage,
              msrp: d.msrp,
            },
          ]
        }),
      ),
    )
  })
}

/** The formulations by NDC. */
export function formulationIndex(drugs: readonly StoredDrug[]): ReadonlyMap<string, FormulationInfo> {
  return new Map(formulationInfos(drugs).map((info) => [info.formulationId, info]))
}
