import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { storedHtmlAsRichTextJson } from '../../content/inlineHtml'

const COLUMNS = ['product_review', 'hands_on_review'] as const

/** Product reviews move from hand-typed HTML to rich text (same column; SQLite stores the JSON as text). */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const rows = await db.all<{ id: number; product_review: unknown; hands_on_review: unknown }>(
    sql`SELECT id, product_review, hands_on_review FROM products`,
  )
  let moved = 0
  for (const row of rows) {
    for (const column of COLUMNS) {
      const json = storedHtmlAsRichTextJson(row[column])
      if (json === null) continue
      await db.run(sql`UPDATE products SET ${sql.identifier(column)} = ${json} WHERE id = ${row.id}`)
      moved += 1
    }
  }
  payload.logger.info(`product reviews moved to rich text: ${moved}`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The rich text stays: older code would show its JSON, but nothing is lost.
}
