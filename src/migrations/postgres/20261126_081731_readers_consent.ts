import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consent_records_outcome" AS ENUM('all', 'none', 'some');
  CREATE TYPE "public"."enum_consent_records_source" AS ENUM('banner', 'settings', 'gpc');
  CREATE TYPE "public"."enum_readers_site_flags_status" AS ENUM('viewed', 'dismissed');
  CREATE TYPE "public"."enum_readers_auth_provider" AS ENUM('apple', 'google');
  CREATE TYPE "public"."enum_reader_sessions_provider" AS ENUM('apple', 'google');
  CREATE TABLE "consent_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"outcome" "enum_consent_records_outcome" NOT NULL,
  	"analytics" boolean DEFAULT false,
  	"advertising" boolean DEFAULT false,
  	"personalisation" boolean DEFAULT false,
  	"gpc" boolean DEFAULT false,
  	"source" "enum_consent_records_source" NOT NULL,
  	"policy_version" numeric NOT NULL,
  	"tcf_policy_version" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "readers_site_flags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"site" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"status" "enum_readers_site_flags_status" NOT NULL
  );
  
  CREATE TABLE "readers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar,
  	"phone_number" varchar,
  	"rvo_id" varchar NOT NULL,
  	"hs_id" varchar,
  	"member_since" timestamp(3) with time zone NOT NULL,
  	"last_sign_in_at" timestamp(3) with time zone,
  	"auth_provider" "enum_readers_auth_provider" NOT NULL,
  	"provider_subject" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reader_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reader_id" integer NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"provider" "enum_reader_sessions_provider" NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"last_seen_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_records_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "readers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reader_sessions_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "privacy_policy_version" numeric DEFAULT 1;
  ALTER TABLE "site_settings" ADD COLUMN "privacy_tcf_policy_version" numeric DEFAULT 5;
  ALTER TABLE "site_settings" ADD COLUMN "privacy_what_changed" varchar;
  ALTER TABLE "readers_site_flags" ADD CONSTRAINT "readers_site_flags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."readers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reader_sessions" ADD CONSTRAINT "reader_sessions_reader_id_readers_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."readers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "consent_records_outcome_idx" ON "consent_records" USING btree ("outcome");
  CREATE INDEX "consent_records_policy_version_idx" ON "consent_records" USING btree ("policy_version");
  CREATE INDEX "consent_records_updated_at_idx" ON "consent_records" USING btree ("updated_at");
  CREATE INDEX "consent_records_created_at_idx" ON "consent_records" USING btree ("created_at");
  CREATE INDEX "readers_site_flags_order_idx" ON "readers_site_flags" USING btree ("_order");
  CREATE INDEX "readers_site_flags_parent_id_idx" ON "readers_site_flags" USING btree ("_parent_id");
  CREATE INDEX "readers_email_idx" ON "readers" USING btree ("email");
  CREATE UNIQUE INDEX "readers_rvo_id_idx" ON "readers" USING btree ("rvo_id");
  CREATE INDEX "readers_updated_at_idx" ON "readers" USING btree ("updated_at");
  CREATE INDEX "readers_created_at_idx" ON "readers" USING btree ("created_at");
  CREATE UNIQUE INDEX "authProvider_providerSubject_idx" ON "readers" USING btree ("auth_provider","provider_subject");
  CREATE INDEX "reader_sessions_reader_idx" ON "reader_sessions" USING btree ("reader_id");
  CREATE UNIQUE INDEX "reader_sessions_token_hash_idx" ON "reader_sessions" USING btree ("token_hash");
  CREATE INDEX "reader_sessions_expires_at_idx" ON "reader_sessions" USING btree ("expires_at");
  CREATE INDEX "reader_sessions_updated_at_idx" ON "reader_sessions" USING btree ("updated_at");
  CREATE INDEX "reader_sessions_created_at_idx" ON "reader_sessions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_records_fk" FOREIGN KEY ("consent_records_id") REFERENCES "public"."consent_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_readers_fk" FOREIGN KEY ("readers_id") REFERENCES "public"."readers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reader_sessions_fk" FOREIGN KEY ("reader_sessions_id") REFERENCES "public"."reader_sessions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_consent_records_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_records_id");
  CREATE INDEX "payload_locked_documents_rels_readers_id_idx" ON "payload_locked_documents_rels" USING btree ("readers_id");
  CREATE INDEX "payload_locked_documents_rels_reader_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("reader_sessions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consent_records" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "readers_site_flags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "readers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reader_sessions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consent_records" CASCADE;
  DROP TABLE "readers_site_flags" CASCADE;
  DROP TABLE "readers" CASCADE;
  DROP TABLE "reader_sessions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_records_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_readers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reader_sessions_fk";
  
  DROP INDEX "payload_locked_documents_rels_consent_records_id_idx";
  DROP INDEX "payload_locked_documents_rels_readers_id_idx";
  DROP INDEX "payload_locked_documents_rels_reader_sessions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_records_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "readers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reader_sessions_id";
  ALTER TABLE "site_settings" DROP COLUMN "privacy_policy_version";
  ALTER TABLE "site_settings" DROP COLUMN "privacy_tcf_policy_version";
  ALTER TABLE "site_settings" DROP COLUMN "privacy_what_changed";
  DROP TYPE "public"."enum_consent_records_outcome";
  DROP TYPE "public"."enum_consent_records_source";
  DROP TYPE "public"."enum_readers_site_flags_status";
  DROP TYPE "public"."enum_readers_auth_provider";
  DROP TYPE "public"."enum_reader_sessions_provider";`)
}
