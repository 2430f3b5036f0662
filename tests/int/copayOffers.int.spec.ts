/*
 * Copay offers move off the drug record to copay drivers (issue 17): the data moves of the promotions
 * migration, on SQLite always and on Postgres when TEST_POSTGRES_URL is set. First the two functions on just
 * the tables and columns they touch (Postgres: in a throwaway schema), then the committed migrations
 * themselves, up to the promotions migration and back down, on a new database.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { drizzle as drizzleLibsql } from 'drizzle-orm/libsql'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { PLACEMENT_NAMES } from '@/lib/placements'
import {
  type CopayMigrationArgs,
  copayDriverFromDrug,
  copayOffersToDrivers,
  driversToCopayOffers,
  drugCopayValues,
} from '@/migrations/copayOffers'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { DRIVER_TYPE_VALUES } from '@/services/drivers/shared'
import { dbTargets } from './helpers'

type Row = Record<string, unknown>

/** A database to test on: the `db` a migration receives, and raw SQL for the test's own setup and checks. */
type Harness = {
  args: CopayMigrationArgs
  exec(statements: string): Promise<void>
  rows<T = Row>(query: string): Promise<T[]>
  close(): Promise<void>
}

const tmpDirs: string[] = []
afterAll(() => {
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true })
})

function sqliteHarness(): Harness {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-copay-'))
  tmpDirs.push(dir)
  const client = createClient({ url: `file:${path.join(dir, 'test.db')}` })
  return {
    args: { db: drizzleLibsql(client), dialect: 'sqlite' },
    exec: async (statements) => {
      await client.executeMultiple(statements)
    },
    rows: async <T>(query: string) => (await client.execute(query)).rows.map((r) => ({ ...r }) as T),
    close: async () => client.close(),
  }
}

/** A connection whose unqualified names resolve in `schema` (created here, dropped on close). */
async function postgresHarness(url: string, database?: string): Promise<Harness> {
  const target = new URL(url)
  if (database) target.pathname = `/${database}`
  const client = new pg.Client({ connectionString: target.toString() })
  await client.connect()
  const schema = database ? null : `copay_test_${process.pid}_${Date.now().toString(36)}`
  if (schema) await client.query(`CREATE SCHEMA "${schema}"; SET search_path TO "${schema}"`)
  return {
    args: { db: drizzlePg(client), dialect: 'postgres' },
    exec: async (statements) => {
      await client.query(statements)
    },
    rows: async <T>(query: string) => (await client.query(query)).rows as T[],
    close: async () => {
      if (schema) await client.query(`DROP SCHEMA "${schema}" CASCADE`)
      await client.end()
    },
  }
}

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ')

/** Just what the functions touch, as the generated migrations create it. */
const MINIMAL_SCHEMA = {
  sqlite: `
    CREATE TABLE "drugs" ("id" integer PRIMARY KEY NOT NULL, "name" text NOT NULL,
      "copay_enabled" integer DEFAULT false, "copay_title" text, "copay_price" numeric,
      "copay_monthly_price" numeric, "copay_cta_text" text, "copay_cta_url" text);
    CREATE TABLE "drivers" ("id" integer PRIMARY KEY NOT NULL, "name" text NOT NULL,
      "driver_type" text DEFAULT 'banner' NOT NULL, "enabled" integer DEFAULT true, "_uuid" text,
      "headline" text, "copay_price" numeric, "copay_monthly_price" numeric, "call_to_action" text,
      "call_to_action_u_r_l" text, "priority" numeric DEFAULT 50, "weight" numeric DEFAULT 1,
      "updated_at" text NOT NULL, "created_at" text NOT NULL);
    CREATE UNIQUE INDEX "drivers__uuid_idx" ON "drivers" ("_uuid");
    CREATE TABLE "drivers_article_placement" ("order" integer NOT NULL,
      "parent_id" integer NOT NULL REFERENCES "drivers"("id") ON DELETE cascade, "value" text,
      "id" integer PRIMARY KEY NOT NULL);
    CREATE TABLE "drivers_rels" ("id" integer PRIMARY KEY NOT NULL, "order" integer,
      "parent_id" integer NOT NULL REFERENCES "drivers"("id") ON DELETE cascade, "path" text NOT NULL,
      "drugs_id" integer REFERENCES "drugs"("id") ON DELETE cascade);`,
  postgres: `
    CREATE TYPE "enum_drivers_driver_type" AS ENUM(${list(DRIVER_TYPE_VALUES)});
    CREATE TYPE "enum_drivers_article_placement" AS ENUM(${list(PLACEMENT_NAMES)});
    CREATE TABLE "drugs" ("id" serial PRIMARY KEY NOT NULL, "name" varchar NOT NULL,
      "copay_enabled" boolean DEFAULT false, "copay_title" varchar, "copay_price" numeric,
      "copay_monthly_price" numeric, "copay_cta_text" varchar, "copay_cta_url" varchar);
    CREATE TABLE "drivers" ("id" serial PRIMARY KEY NOT NULL, "name" varchar NOT NULL,
      "driver_type" "enum_drivers_driver_type" DEFAULT 'banner' NOT NULL, "enabled" boolean DEFAULT true,
      "_uuid" varchar, "headline" varchar, "copay_price" numeric, "copay_monthly_price" numeric,
      "call_to_action" varchar, "call_to_action_u_r_l" varchar, "priority" numeric DEFAULT 50,
      "weight" numeric DEFAULT 1, "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
      "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL);
    CREATE UNIQUE INDEX "drivers__uuid_idx" ON "drivers" ("_uuid");
    CREATE TABLE "drivers_article_placement" ("order" integer NOT NULL,
      "parent_id" integer NOT NULL REFERENCES "drivers"("id") ON DELETE cascade,
      "value" "enum_drivers_article_placement", "id" serial PRIMARY KEY NOT NULL);
    CREATE TABLE "drivers_rels" ("id" serial PRIMARY KEY NOT NULL, "order" integer,
      "parent_id" integer NOT NULL REFERENCES "drivers"("id") ON DELETE cascade, "path" varchar NOT NULL,
      "drugs_id" integer REFERENCES "drugs"("id") ON DELETE cascade);`,
}

// SQLite stores booleans as 0/1 and Postgres numerics come back as strings: compare what they mean.
const bool = (v: unknown) => v === true || v === 1
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

type DrugRow = {
  id: number
  name: string
  copay_enabled: unknown
  copay_title: string | null
  copay_price: unknown
  copay_monthly_price: unknown
  copay_cta_text: string | null
  copay_cta_url: string | null
}

/** The drugs every test starts from: two complete offers, one drug without, one incomplete, one switched off. */
function insertDrugs(dialect: 'sqlite' | 'postgres'): string {
  const t = dialect === 'sqlite' ? '1' : 'true'
  const f = dialect === 'sqlite' ? '0' : 'false'
  return `
    INSERT INTO "drugs" ("id", "name", "copay_enabled", "copay_title", "copay_price", "copay_monthly_price",
      "copay_cta_text", "copay_cta_url") VALUES
      (1, 'Levothyroxine', ${t}, NULL, 25, 10, 'GET THE SAVINGS CARD', 'https://savings.example.com/synthroid'),
      (2, 'Atorvastatin', ${t}, 'Lipitor savings card', 0, 4.5, 'Get the card', 'https://savings.example.com/lipitor'),
      (3, 'Metformin', ${f}, NULL, NULL, NULL, NULL, NULL),
      (4, 'Lisinopril', ${t}, '  ', 5, NULL, NULL, NULL),
      (5, 'Amlodipine', ${f}, NULL, 12, 3, 'Get it', 'https://savings.example.com/norvasc');`
}

const drugColumns = (h: Harness) =>
  h.rows<DrugRow>(
    `SELECT "id", "name", "copay_enabled", "copay_title", "copay_price", "copay_monthly_price", "copay_cta_text", "copay_cta_url" FROM "drugs" ORDER BY "id"`,
  )

const meaning = (d: DrugRow) => ({
  id: Number(d.id),
  enabled: bool(d.copay_enabled),
  title: d.copay_title,
  price: num(d.copay_price),
  monthlyPrice: num(d.copay_monthly_price),
  ctaText: d.copay_cta_text,
  ctaUrl: d.copay_cta_url,
})

describe('the rules', () => {
  it('moves an offer only when it is switched on and complete, reading either database’s values', () => {
    const base = {
      id: 7,
      name: ' Synthroid ',
      copay_enabled: true,
      copay_title: '',
      copay_price: '0',
      copay_monthly_price: '4.50',
      copay_cta_text: ' Get it ',
      copay_cta_url: 'https://savings.example.com/synthroid',
    }
    expect(copayDriverFromDrug(base)).toEqual({
      ok: true,
      driver: {
        name: 'Copay offer: Synthroid',
        headline: null,
        price: 0,
        monthlyPrice: 4.5,
        callToAction: 'Get it',
        callToActionURL: 'https://savings.example.com/synthroid',
      },
    })
    expect(copayDriverFromDrug({ ...base, copay_enabled: 0 })).toEqual({ ok: false, reason: 'switched off' })
    expect(copayDriverFromDrug({ ...base, copay_price: null, copay_cta_url: ' ' })).toEqual({
      ok: false,
      reason: 'incomplete: no the price with insurance, the button link',
    })
    const long = copayDriverFromDrug({ ...base, copay_enabled: 1, name: 'x'.repeat(200) })
    expect(long.ok && long.driver.name.length).toBe(80)
  })

  it('puts back, per drug, the driver a reader would have seen; one for several drugs has no drug to go to', () => {
    const driver = {
      enabled: true,
      headline: null,
      copay_price: 25,
      copay_monthly_price: 10,
      call_to_action: 'Go',
      call_to_action_u_r_l: 'https://savings.example.com/a',
      priority: 50,
      atDrugCopay: true,
    }
    const values = drugCopayValues([
      { ...driver, id: 1, drugIds: [1, 2] },
      { ...driver, id: 2, drugIds: [1], priority: 90, atDrugCopay: false },
      { ...driver, id: 3, drugIds: [1], headline: 'Shown' },
      { ...driver, id: 4, drugIds: [2], enabled: 0, call_to_action: null },
    ])
    expect(values).toEqual([
      {
        drugId: 1,
        enabled: true,
        title: 'Shown',
        price: 25,
        monthlyPrice: 10,
        ctaText: 'Go',
        ctaUrl: 'https://savings.example.com/a',
      },
      {
        drugId: 2,
        enabled: false,
        title: null,
        price: 25,
        monthlyPrice: 10,
        ctaText: null,
        ctaUrl: 'https://savings.example.com/a',
      },
    ])
  })
})

describe.each(dbTargets())('copay offers on $kind', (target) => {
  let h: Harness

  beforeEach(async () => {
    h = target.kind === 'sqlite' ? sqliteHarness() : await postgresHarness(target.url)
    await h.exec(MINIMAL_SCHEMA[target.kind])
    await h.exec(insertDrugs(target.kind))
  })

  afterEach(async () => {
    await h.close()
  })

  it('turns each complete, switched-on offer into a running copay driver at drugCopay for its drug', async () => {
    const report = await copayOffersToDrivers(h.args)
    expect(report.moved.map(Number)).toEqual([1, 2])
    expect(report.skipped.map((s) => [Number(s.drugId), s.reason])).toEqual([
      [4, 'incomplete: no the monthly price, the button text, the button link'],
      [5, 'switched off'],
    ])

    const drivers = await h.rows(`SELECT * FROM "drivers" ORDER BY "id"`)
    expect(drivers).toHaveLength(2)
    const [levo, lipitor] = drivers as [Row, Row]
    expect({
      name: levo.name,
      driverType: levo.driver_type,
      enabled: bool(levo.enabled),
      headline: levo.headline,
      price: num(levo.copay_price),
      monthlyPrice: num(levo.copay_monthly_price),
      callToAction: levo.call_to_action,
      callToActionURL: levo.call_to_action_u_r_l,
      priority: num(levo.priority),
      weight: num(levo.weight),
    }).toEqual({
      name: 'Copay offer: Levothyroxine',
      driverType: 'copay',
      enabled: true,
      headline: null,
      price: 25,
      monthlyPrice: 10,
      callToAction: 'GET THE SAVINGS CARD',
      callToActionURL: 'https://savings.example.com/synthroid',
      priority: 50,
      weight: 1,
    })
    expect({
      name: lipitor.name,
      headline: lipitor.headline,
      price: num(lipitor.copay_price),
      monthlyPrice: num(lipitor.copay_monthly_price),
    }).toEqual({
      name: 'Copay offer: Atorvastatin',
      headline: 'Lipitor savings card',
      price: 0,
      monthlyPrice: 4.5,
    })
    for (const d of drivers) {
      expect(String(d._uuid)).toMatch(UUID)
      expect(Date.now() - new Date(String(d.created_at)).getTime()).toBeLessThan(60_000)
      expect(new Date(String(d.updated_at)).getTime()).toBe(new Date(String(d.created_at)).getTime())
    }
    expect(levo._uuid).not.toBe(lipitor._uuid)

    const placements = await h.rows(
      `SELECT "parent_id", "value", "order" FROM "drivers_article_placement" ORDER BY "parent_id"`,
    )
    expect(placements.map((p) => [num(p.parent_id), p.value, num(p.order)])).toEqual([
      [num(levo.id), 'drugCopay', 1],
      [num(lipitor.id), 'drugCopay', 1],
    ])
    const rels = await h.rows(
      `SELECT "parent_id", "path", "drugs_id", "order" FROM "drivers_rels" ORDER BY "parent_id"`,
    )
    expect(rels.map((r) => [num(r.parent_id), r.path, num(r.drugs_id), num(r.order)])).toEqual([
      [num(levo.id), 'drugs', 1, 1],
      [num(lipitor.id), 'drugs', 2, 1],
    ])
  })

  it('moves nothing twice', async () => {
    await copayOffersToDrivers(h.args)
    const again = await copayOffersToDrivers(h.args)
    expect(again.moved).toEqual([])
    expect(
      again.skipped
        .filter((s) => s.reason === 'a copay driver already targets it')
        .map((s) => Number(s.drugId)),
    ).toEqual([1, 2])
    expect(await h.rows(`SELECT "id" FROM "drivers"`)).toHaveLength(2)
  })

  it('on the way down puts each copay driver targeting one drug back onto it, as it was', async () => {
    const before = (await drugColumns(h)).map(meaning)
    await copayOffersToDrivers(h.args)
    // The columns come back empty (the migration adds them again), then the drivers fill them.
    const f = target.kind === 'sqlite' ? '0' : 'false'
    await h.exec(
      `UPDATE "drugs" SET "copay_enabled" = ${f}, "copay_title" = NULL, "copay_price" = NULL, "copay_monthly_price" = NULL, "copay_cta_text" = NULL, "copay_cta_url" = NULL`,
    )
    // An editor's copay driver for two drugs (no single drug to go back to), and a switched-off one for Metformin.
    const t = target.kind === 'sqlite' ? '1' : 'true'
    await h.exec(`
      INSERT INTO "drivers" ("id", "name", "driver_type", "enabled", "_uuid", "call_to_action", "call_to_action_u_r_l", "copay_price", "copay_monthly_price", "updated_at", "created_at")
      VALUES (100, 'Two drugs', 'copay', ${t}, 'two-drugs', 'Go', 'https://savings.example.com/two', 1, 1, '2026-11-26T00:00:00.000Z', '2026-11-26T00:00:00.000Z'),
             (101, 'Metformin, paused', 'copay', ${f}, 'metformin', 'Go', 'https://savings.example.com/metformin', 3, 2, '2026-11-26T00:00:00.000Z', '2026-11-26T00:00:00.000Z');
      INSERT INTO "drivers_rels" ("order", "parent_id", "path", "drugs_id") VALUES (1, 100, 'drugs', 4), (2, 100, 'drugs', 5), (1, 101, 'drugs', 3);
      INSERT INTO "drivers_article_placement" ("order", "parent_id", "value") VALUES (1, 100, 'drugCopay'), (1, 101, 'drugCopay');`)

    const restored = await driversToCopayOffers(h.args)
    expect(restored.map(Number).sort()).toEqual([1, 2, 3])
    const after = (await drugColumns(h)).map(meaning)
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2))
    expect(after[2]).toEqual({
      id: 3,
      enabled: false,
      title: null,
      price: 3,
      monthlyPrice: 2,
      ctaText: 'Go',
      ctaUrl: 'https://savings.example.com/metformin',
    })
    for (const untouched of after.slice(3))
      expect(untouched).toMatchObject({ enabled: false, price: null, ctaUrl: null })
  })
})

// ——— the committed migrations, up to the promotions migration and back ———

const silentPayload = (warnings: string[]) =>
  ({ logger: { info: () => {}, warn: (message: string) => warnings.push(message) } }) as never

async function freshDatabase(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `wellread_copay_${process.pid}_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  return {
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

describe.each(dbTargets())('the promotions migration on $kind', (target) => {
  it('moves the offers to drivers before dropping the drug’s columns, and back on the way down', async () => {
    const database = target.kind === 'postgres' ? await freshDatabase(target.url) : null
    const h = target.kind === 'sqlite' ? sqliteHarness() : await postgresHarness(target.url, database!.name)
    try {
      const migrations = target.kind === 'sqlite' ? sqliteMigrations : postgresMigrations
      const index = migrations.findIndex((m) => m.name.endsWith('_promotions'))
      expect(index).toBeGreaterThan(0)
      const warnings: string[] = []
      const args = { db: h.args.db, payload: silentPayload(warnings), req: {} } as never
      for (const m of migrations.slice(0, index)) await m.up(args)
      await h.exec(`
        INSERT INTO "drugs" ("name", "slug", "copay_enabled", "copay_price", "copay_monthly_price", "copay_cta_text", "copay_cta_url")
        VALUES ('Levothyroxine', 'levothyroxine', ${target.kind === 'sqlite' ? '1' : 'true'}, 25, 10, 'GET THE SAVINGS CARD', 'https://savings.example.com/synthroid'),
               ('Lisinopril', 'lisinopril', ${target.kind === 'sqlite' ? '1' : 'true'}, 5, NULL, NULL, NULL);`)
      const [levo, lisinopril] = await h.rows<{ id: unknown }>(`SELECT "id" FROM "drugs" ORDER BY "id"`)

      await migrations[index]!.up(args)
      const columns = await h.rows<{ name?: string; column_name?: string }>(
        target.kind === 'sqlite'
          ? `SELECT "name" FROM pragma_table_info('drugs')`
          : `SELECT "column_name" FROM information_schema.columns WHERE "table_name" = 'drugs'`,
      )
      expect(columns.map((c) => c.name ?? c.column_name).filter((c) => c?.startsWith('copay'))).toEqual([])
      const drivers = await h.rows(
        `SELECT d."name", d."driver_type", d."copay_price", p."value", r."drugs_id" FROM "drivers" d
         JOIN "drivers_article_placement" p ON p."parent_id" = d."id"
         JOIN "drivers_rels" r ON r."parent_id" = d."id" AND r."path" = 'drugs'`,
      )
      expect(
        drivers.map((d) => [d.name, d.driver_type, num(d.copay_price), d.value, num(d.drugs_id)]),
      ).toEqual([['Copay offer: Levothyroxine', 'copay', 25, 'drugCopay', num(levo!.id)]])
      expect(warnings).toEqual([
        `copay offer of drug ${lisinopril!.id} not moved (incomplete: no the monthly price, the button text, the button link); it is dropped with the drug's columns`,
      ])

      await migrations[index]!.down(args)
      const [restored] = await drugColumns(h)
      expect(meaning(restored!)).toEqual({
        id: num(levo!.id),
        enabled: true,
        title: null,
        price: 25,
        monthlyPrice: 10,
        ctaText: 'GET THE SAVINGS CARD',
        ctaUrl: 'https://savings.example.com/synthroid',
      })
      const tables = await h.rows<{ name: string }>(
        target.kind === 'sqlite'
          ? `SELECT "name" FROM sqlite_master WHERE "type" = 'table' AND "name" LIKE 'drivers%'`
          : `SELECT "table_name" AS "name" FROM information_schema.tables WHERE "table_name" LIKE 'drivers%'`,
      )
      expect(tables).toEqual([])
    } finally {
      await h.close()
      await database?.drop()
    }
  })
})
