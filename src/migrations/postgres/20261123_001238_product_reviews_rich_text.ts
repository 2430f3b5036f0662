import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { storedHtmlAsRichTextJson } from '../../content/inlineHtml'

const COLUMNS = ['product_review', 'hands_on_review'] as const

/** Product reviews move from hand-typed HTML (varchar) to rich text (jsonb), converting what is stored. */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const result = await db.execute(sql`SELECT id, product_review, hands_on_review FROM products`)
  let moved = 0
  for (const row of result.rows as { id: number; product_review: unknown; hands_on_review: unknown }[]) {
    for (const column of COLUMNS) {
      const json = storedHtmlAsRichTextJson(row[column])
      if (json === null) continue
      await db.execute(sql`UPDATE products SET ${sql.identifier(column)} = ${json} WHERE id = ${row.id}`)
      moved += 1
    }
  }
  await db.execute(sql`
   ALTER TABLE "products" ALTER COLUMN "product_review" SET DATA TYPE jsonb USING NULLIF("product_review", '')::jsonb;
  ALTER TABLE "products" ALTER COLUMN "hands_on_review" SET DATA TYPE jsonb USING NULLIF("hands_on_review", '')::jsonb;`)
  payload.logger.info(`product reviews moved to rich text: ${moved}`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ALTER COLUMN "product_review" SET DATA TYPE varchar;
  ALTER TABLE "products" ALTER COLUMN "hands_on_review" SET DATA TYPE varchar;`)
}
