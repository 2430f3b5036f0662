import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "reader_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"metric" varchar NOT NULL,
  	"template" varchar NOT NULL,
  	"formfactor" varchar NOT NULL,
  	"tag" varchar DEFAULT '' NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reader_stats_id" integer;
  CREATE INDEX "reader_stats_day_idx" ON "reader_stats" USING btree ("day");
  CREATE INDEX "reader_stats_metric_idx" ON "reader_stats" USING btree ("metric");
  CREATE INDEX "reader_stats_updated_at_idx" ON "reader_stats" USING btree ("updated_at");
  CREATE INDEX "reader_stats_created_at_idx" ON "reader_stats" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_metric_template_formfactor_tag_idx" ON "reader_stats" USING btree ("day","metric","template","formfactor","tag");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reader_stats_fk" FOREIGN KEY ("reader_stats_id") REFERENCES "public"."reader_stats"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reader_stats_id_idx" ON "payload_locked_documents_rels" USING btree ("reader_stats_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reader_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reader_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reader_stats_fk";
  
  DROP INDEX "payload_locked_documents_rels_reader_stats_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reader_stats_id";`)
}
