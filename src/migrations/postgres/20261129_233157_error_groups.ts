import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_error_groups_kind" AS ENUM('error', 'unhandledrejection', 'chunk', 'render', 'resource', 'report', 'server');
  CREATE TYPE "public"."enum_error_groups_browser" AS ENUM('chrome', 'edge', 'firefox', 'safari', 'other', 'server');
  CREATE TABLE "error_groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"fingerprint" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"where" varchar,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"last_seen" timestamp(3) with time zone NOT NULL,
  	"first_seen" timestamp(3) with time zone NOT NULL,
  	"kind" "enum_error_groups_kind" NOT NULL,
  	"name" varchar,
  	"top_frame" varchar,
  	"source" varchar,
  	"route" varchar,
  	"page_template" varchar,
  	"build" varchar,
  	"browser" "enum_error_groups_browser",
  	"stack" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "error_daily_counts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"fingerprint" varchar NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "error_groups_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "error_daily_counts_id" integer;
  CREATE UNIQUE INDEX "error_groups_fingerprint_idx" ON "error_groups" USING btree ("fingerprint");
  CREATE INDEX "error_groups_count_idx" ON "error_groups" USING btree ("count");
  CREATE INDEX "error_groups_last_seen_idx" ON "error_groups" USING btree ("last_seen");
  CREATE INDEX "error_groups_updated_at_idx" ON "error_groups" USING btree ("updated_at");
  CREATE INDEX "error_groups_created_at_idx" ON "error_groups" USING btree ("created_at");
  CREATE INDEX "error_daily_counts_day_idx" ON "error_daily_counts" USING btree ("day");
  CREATE INDEX "error_daily_counts_fingerprint_idx" ON "error_daily_counts" USING btree ("fingerprint");
  CREATE INDEX "error_daily_counts_updated_at_idx" ON "error_daily_counts" USING btree ("updated_at");
  CREATE INDEX "error_daily_counts_created_at_idx" ON "error_daily_counts" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_fingerprint_idx" ON "error_daily_counts" USING btree ("day","fingerprint");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_error_groups_fk" FOREIGN KEY ("error_groups_id") REFERENCES "public"."error_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_error_daily_counts_fk" FOREIGN KEY ("error_daily_counts_id") REFERENCES "public"."error_daily_counts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_error_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("error_groups_id");
  CREATE INDEX "payload_locked_documents_rels_error_daily_counts_id_idx" ON "payload_locked_documents_rels" USING btree ("error_daily_counts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "error_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "error_daily_counts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "error_groups" CASCADE;
  DROP TABLE "error_daily_counts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_error_groups_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_error_daily_counts_fk";
  
  DROP INDEX "payload_locked_documents_rels_error_groups_id_idx";
  DROP INDEX "payload_locked_documents_rels_error_daily_counts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "error_groups_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "error_daily_counts_id";
  DROP TYPE "public"."enum_error_groups_kind";
  DROP TYPE "public"."enum_error_groups_browser";`)
}
