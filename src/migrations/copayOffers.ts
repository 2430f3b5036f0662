/*
 * Copay offers move off the drug record (the `copay_*` columns of `drugs`) to drivers of kind "Copay offer"
 * at the position "Drug cost savings widget: copay offer" (issue 17, placement drugCopay), and back on the
 * way down. Called by the promotions migration of each database, between creating the drivers tables and
 * dropping the drug's columns (and, going down, between restoring the columns and dropping the tables).
 *
 * Plain SQL through the `db` the generated migration receives (Drizzle: `run`/`all` on SQLite, `execute` on
 * Postgres), in the same transaction; double-quoted identifiers work in both. No Payload: the collections'
 * hooks and types describe the schema after the migration, not during it.
 */
import { randomUUID } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'

/** The calls of Drizzle over libSQL used here (the SQLite migration's `db`). */
export type SqliteMigrationDb = {
  run(query: SQL): Promise<unknown>
  all<T = unknown>(query: SQL): Promise<T[]>
}

/** The call of Drizzle over node-postgres used here (the Postgres migration's `db`). */
export type PostgresMigrationDb = {
  execute(query: SQL): PromiseLike<{ rows: unknown[] }>
}

export type CopayMigrationArgs =
  | { db: SqliteMigrationDb; dialect: 'sqlite' }
  | { db: PostgresMigrationDb; dialect: 'postgres' }

type Runner = {
  rows<T>(query: SQL): Promise<T[]>
  run(query: SQL): Promise<void>
  /** A boolean as the column stores it (SQLite: 0/1). */
  bool(value: boolean): boolean | number
}

function runner(args: CopayMigrationArgs): Runner {
  if (args.dialect === 'sqlite') {
    const { db } = args
    return {
      rows: <T>(query: SQL) => db.all<T>(query),
      run: async (query) => {
        await db.run(query)
      },
      bool: (value) => (value ? 1 : 0),
    }
  }
  const { db } = args
  return {
    rows: async <T>(query: SQL) => (await db.execute(query)).rows as T[],
    run: async (query) => {
      await db.execute(query)
    },
    bool: (value) => value,
  }
}

// ——— the rules (pure) ———

/** A drug's copay columns as read (SQLite gives 0/1 and numbers, Postgres booleans and numeric strings). */
export type DrugCopayRow = {
  id: number | string
  name: unknown
  copay_enabled: unknown
  copay_title: unknown
  copay_price: unknown
  copay_monthly_price: unknown
  copay_cta_text: unknown
  copay_cta_url: unknown
}

/** The driver a drug's copay offer becomes. */
export type CopayDriverValues = {
  name: string
  headline: string | null
  price: number
  monthlyPrice: number
  callToAction: string
  callToActionURL: string
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')
const amount = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null
}
const truthy = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 't'

/** The name of a driver made from a drug's copay offer: "Copay offer: Levothyroxine" (the field holds 80). */
export function copayDriverName(drugName: unknown, drugId: number | string): string {
  return `Copay offer: ${text(drugName) || `drug ${drugId}`}`.slice(0, 80)
}

/**
 * The driver a drug's copay offer becomes, or why it does not become one: only an offer that is switched on
 * and complete (both prices, the button text and link: what the widget needed to show it) is moved. The
 * title, text and link are moved as they are, even past the driver fields' length limits: nothing an editor
 * wrote is cut (the driver's form then asks for it to be shortened on its next save).
 */
export function copayDriverFromDrug(
  drug: DrugCopayRow,
): { ok: true; driver: CopayDriverValues } | { ok: false; reason: string } {
  if (!truthy(drug.copay_enabled)) return { ok: false, reason: 'switched off' }
  const price = amount(drug.copay_price)
  const monthlyPrice = amount(drug.copay_monthly_price)
  const callToAction = text(drug.copay_cta_text)
  const callToActionURL = text(drug.copay_cta_url)
  const missing = [
    price === null ? 'the price with insurance' : null,
    monthlyPrice === null ? 'the monthly price' : null,
    callToAction ? null : 'the button text',
    callToActionURL ? null : 'the button link',
  ].filter((m): m is string => m !== null)
  if (price === null || monthlyPrice === null || missing.length > 0)
    return { ok: false, reason: `incomplete: no ${missing.join(', ')}` }
  return {
    ok: true,
    driver: {
      name: copayDriverName(drug.name, drug.id),
      headline: text(drug.copay_title) || null,
      price,
      monthlyPrice,
      callToAction,
      callToActionURL,
    },
  }
}

/** A copay driver as read for the way down, with its drug targeting and whether it is at drugCopay. */
export type CopayDriverRow = {
  id: number | string
  enabled: unknown
  headline: unknown
  copay_price: unknown
  copay_monthly_price: unknown
  call_to_action: unknown
  call_to_action_u_r_l: unknown
  priority: unknown
  drugIds: (number | string)[]
  atDrugCopay: boolean
}

/** A drug's restored copay columns. */
export type DrugCopayValues = {
  drugId: number | string
  enabled: boolean
  title: string | null
  price: number | null
  monthlyPrice: number | null
  ctaText: string | null
  ctaUrl: string | null
}

/**
 * Which copay driver goes back onto which drug: only drivers targeting exactly one drug (one targeting none
 * or several has no single drug to go back to). When several target the same drug, the one a reader would
 * have seen wins: running and at drugCopay first, then the higher priority, then the older. The offer is
 * switched on only when that driver was running at drugCopay and complete, as the drug's old form required.
 */
export function drugCopayValues(drivers: readonly CopayDriverRow[]): DrugCopayValues[] {
  const shown = (d: CopayDriverRow) => truthy(d.enabled) && d.atDrugCopay
  const ranked = drivers
    .filter((d) => new Set(d.drugIds.map(String)).size === 1)
    .sort(
      (a, b) =>
        Number(shown(b)) - Number(shown(a)) ||
        (amount(b.priority) ?? 50) - (amount(a.priority) ?? 50) ||
        Number(a.id) - Number(b.id),
    )
  const byDrug = new Map<string, DrugCopayValues>()
  for (const d of ranked) {
    const drugId = d.drugIds[0]!
    if (byDrug.has(String(drugId))) continue
    const price = amount(d.copay_price)
    const monthlyPrice = amount(d.copay_monthly_price)
    const ctaText = text(d.call_to_action) || null
    const ctaUrl = text(d.call_to_action_u_r_l) || null
    const complete = price !== null && monthlyPrice !== null && ctaText !== null && ctaUrl !== null
    byDrug.set(String(drugId), {
      drugId,
      enabled: shown(d) && complete,
      title: text(d.headline) || null,
      price,
      monthlyPrice,
      ctaText,
      ctaUrl,
    })
  }
  return [...byDrug.values()]
}

// ——— the moves ———

export type CopayMoveReport = {
  /** Drug ids whose offer became a driver. */
  moved: (number | string)[]
  /** Drugs with an offer that stays behind (dropped with the columns), and why. */
  skipped: { drugId: number | string; reason: string }[]
}

/**
 * Up: every drug's copay offer that is switched on and complete becomes a running copay driver ("Copay
 * offer: {drug}", a new random id, priority 50, share 1) at drugCopay, targeting that drug. A drug already
 * targeted by a copay driver is left alone, so running it twice moves nothing twice. Offers switched off with
 * something filled in, and incomplete ones (never shown), are reported in `skipped`.
 */
export async function copayOffersToDrivers(args: CopayMigrationArgs): Promise<CopayMoveReport> {
  const db = runner(args)
  const drugs = await db.rows<DrugCopayRow>(sql`
    SELECT "id", "name", "copay_enabled", "copay_title", "copay_price", "copay_monthly_price",
      "copay_cta_text", "copay_cta_url"
    FROM "drugs" ORDER BY "id"`)
  const targeted = new Set(
    (
      await db.rows<{ drug_id: number | string }>(sql`
        SELECT r."drugs_id" AS "drug_id" FROM "drivers_rels" r
        JOIN "drivers" d ON d."id" = r."parent_id"
        WHERE r."path" = 'drugs' AND d."driver_type" = 'copay' AND r."drugs_id" IS NOT NULL`)
    ).map((r) => String(r.drug_id)),
  )
  const report: CopayMoveReport = { moved: [], skipped: [] }
  const now = new Date().toISOString()
  for (const drug of drugs) {
    const result = copayDriverFromDrug(drug)
    if (!result.ok) {
      const filled = [
        drug.copay_title,
        drug.copay_price,
        drug.copay_monthly_price,
        drug.copay_cta_text,
        drug.copay_cta_url,
      ].some((v) => v !== null && v !== undefined && v !== '')
      // A drug that never had an offer is not worth a line in the log.
      if (truthy(drug.copay_enabled) || filled) report.skipped.push({ drugId: drug.id, reason: result.reason })
      continue
    }
    if (targeted.has(String(drug.id))) {
      report.skipped.push({ drugId: drug.id, reason: 'a copay driver already targets it' })
      continue
    }
    const d = result.driver
    const [inserted] = await db.rows<{ id: number | string }>(sql`
      INSERT INTO "drivers" ("name", "driver_type", "enabled", "_uuid", "headline", "copay_price",
        "copay_monthly_price", "call_to_action", "call_to_action_u_r_l", "priority", "weight",
        "created_at", "updated_at")
      VALUES (${d.name}, 'copay', ${db.bool(true)}, ${randomUUID()}, ${d.headline}, ${d.price},
        ${d.monthlyPrice}, ${d.callToAction}, ${d.callToActionURL}, 50, 1, ${now}, ${now})
      RETURNING "id"`)
    if (!inserted) throw new Error(`copay offer of drug ${drug.id}: the driver was not created`)
    await db.run(sql`
      INSERT INTO "drivers_article_placement" ("order", "parent_id", "value")
      VALUES (1, ${inserted.id}, 'drugCopay')`)
    await db.run(sql`
      INSERT INTO "drivers_rels" ("order", "parent_id", "path", "drugs_id")
      VALUES (1, ${inserted.id}, 'drugs', ${drug.id})`)
    report.moved.push(drug.id)
  }
  return report
}

/**
 * Down: each copay driver targeting exactly one drug goes back into that drug's restored `copay_*` columns
 * (see `drugCopayValues` for which one wins and when the offer is switched on). Returns the drug ids filled.
 */
export async function driversToCopayOffers(args: CopayMigrationArgs): Promise<(number | string)[]> {
  const db = runner(args)
  const drivers = await db.rows<Omit<CopayDriverRow, 'drugIds' | 'atDrugCopay'>>(sql`
    SELECT "id", "enabled", "headline", "copay_price", "copay_monthly_price", "call_to_action",
      "call_to_action_u_r_l", "priority"
    FROM "drivers" WHERE "driver_type" = 'copay' ORDER BY "id"`)
  if (drivers.length === 0) return []
  const rels = await db.rows<{ parent_id: number | string; drugs_id: number | string }>(sql`
    SELECT "parent_id", "drugs_id" FROM "drivers_rels" WHERE "path" = 'drugs' AND "drugs_id" IS NOT NULL`)
  const placed = new Set(
    (
      await db.rows<{ parent_id: number | string }>(sql`
        SELECT "parent_id" FROM "drivers_article_placement" WHERE "value" = 'drugCopay'`)
    ).map((r) => String(r.parent_id)),
  )
  const values = drugCopayValues(
    drivers.map((d) => ({
      ...d,
      drugIds: rels.filter((r) => String(r.parent_id) === String(d.id)).map((r) => r.drugs_id),
      atDrugCopay: placed.has(String(d.id)),
    })),
  )
  for (const v of values) {
    await db.run(sql`
      UPDATE "drugs" SET "copay_enabled" = ${db.bool(v.enabled)}, "copay_title" = ${v.title},
        "copay_price" = ${v.price}, "copay_monthly_price" = ${v.monthlyPrice},
        "copay_cta_text" = ${v.ctaText}, "copay_cta_url" = ${v.ctaUrl}
      WHERE "id" = ${v.drugId}`)
  }
  return values.map((v) => v.drugId)
}
