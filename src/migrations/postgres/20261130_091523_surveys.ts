import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_surveys_sections" AS ENUM('health', 'nutrition', 'fitness', 'mental-health', 'sexual-health', 'drugs', 'wellness');
  CREATE TABLE "surveys_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "surveys_sections" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_surveys_sections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "surveys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"active" boolean DEFAULT false,
  	"sample_rate" numeric DEFAULT 20 NOT NULL,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "survey_counts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"survey" numeric NOT NULL,
  	"answer" varchar NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "surveys_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "survey_counts_id" integer;
  ALTER TABLE "surveys_answers" ADD CONSTRAINT "surveys_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "surveys_sections" ADD CONSTRAINT "surveys_sections_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "surveys_answers_order_idx" ON "surveys_answers" USING btree ("_order");
  CREATE INDEX "surveys_answers_parent_id_idx" ON "surveys_answers" USING btree ("_parent_id");
  CREATE INDEX "surveys_sections_order_idx" ON "surveys_sections" USING btree ("order");
  CREATE INDEX "surveys_sections_parent_idx" ON "surveys_sections" USING btree ("parent_id");
  CREATE INDEX "surveys_updated_at_idx" ON "surveys" USING btree ("updated_at");
  CREATE INDEX "surveys_created_at_idx" ON "surveys" USING btree ("created_at");
  CREATE INDEX "survey_counts_survey_idx" ON "survey_counts" USING btree ("survey");
  CREATE INDEX "survey_counts_updated_at_idx" ON "survey_counts" USING btree ("updated_at");
  CREATE INDEX "survey_counts_created_at_idx" ON "survey_counts" USING btree ("created_at");
  CREATE UNIQUE INDEX "survey_answer_idx" ON "survey_counts" USING btree ("survey","answer");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_surveys_fk" FOREIGN KEY ("surveys_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_survey_counts_fk" FOREIGN KEY ("survey_counts_id") REFERENCES "public"."survey_counts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_surveys_id_idx" ON "payload_locked_documents_rels" USING btree ("surveys_id");
  CREATE INDEX "payload_locked_documents_rels_survey_counts_id_idx" ON "payload_locked_documents_rels" USING btree ("survey_counts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "surveys_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "surveys_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "surveys" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "survey_counts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "surveys_answers" CASCADE;
  DROP TABLE "surveys_sections" CASCADE;
  DROP TABLE "surveys" CASCADE;
  DROP TABLE "survey_counts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_surveys_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_survey_counts_fk";
  
  DROP INDEX "payload_locked_documents_rels_surveys_id_idx";
  DROP INDEX "payload_locked_documents_rels_survey_counts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "surveys_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "survey_counts_id";
  DROP TYPE "public"."enum_surveys_sections";`)
}
