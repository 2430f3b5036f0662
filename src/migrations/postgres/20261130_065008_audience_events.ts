import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "audience_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"article" varchar DEFAULT '' NOT NULL,
  	"metric" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"key" varchar DEFAULT '' NOT NULL,
  	"position" numeric DEFAULT 0 NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "analytics_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"event" varchar NOT NULL,
  	"article" varchar DEFAULT '' NOT NULL,
  	"template" varchar NOT NULL,
  	"formfactor" varchar NOT NULL,
  	"fields" varchar DEFAULT '{}' NOT NULL,
  	"reader" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audience_stats_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "analytics_events_id" integer;
  CREATE INDEX "audience_stats_day_idx" ON "audience_stats" USING btree ("day");
  CREATE INDEX "audience_stats_article_idx" ON "audience_stats" USING btree ("article");
  CREATE INDEX "audience_stats_metric_idx" ON "audience_stats" USING btree ("metric");
  CREATE INDEX "audience_stats_updated_at_idx" ON "audience_stats" USING btree ("updated_at");
  CREATE INDEX "audience_stats_created_at_idx" ON "audience_stats" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_article_metric_subject_key_position_idx" ON "audience_stats" USING btree ("day","article","metric","subject","key","position");
  CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING btree ("day");
  CREATE INDEX "analytics_events_event_idx" ON "analytics_events" USING btree ("event");
  CREATE INDEX "analytics_events_article_idx" ON "analytics_events" USING btree ("article");
  CREATE INDEX "analytics_events_updated_at_idx" ON "analytics_events" USING btree ("updated_at");
  CREATE INDEX "analytics_events_created_at_idx" ON "analytics_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audience_stats_fk" FOREIGN KEY ("audience_stats_id") REFERENCES "public"."audience_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_analytics_events_fk" FOREIGN KEY ("analytics_events_id") REFERENCES "public"."analytics_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_audience_stats_id_idx" ON "payload_locked_documents_rels" USING btree ("audience_stats_id");
  CREATE INDEX "payload_locked_documents_rels_analytics_events_id_idx" ON "payload_locked_documents_rels" USING btree ("analytics_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audience_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "analytics_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audience_stats" CASCADE;
  DROP TABLE "analytics_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audience_stats_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_analytics_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_audience_stats_id_idx";
  DROP INDEX "payload_locked_documents_rels_analytics_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audience_stats_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "analytics_events_id";`)
}
