import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_drug_manufacturers_drug_type" AS ENUM('brand', 'generic');
  CREATE TABLE "drug_quantities" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"display" varchar NOT NULL,
  	"value" numeric NOT NULL
  );
  
  CREATE TABLE "drug_dosages" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"dosage" varchar NOT NULL,
  	"formulation_id" varchar NOT NULL,
  	"msrp" numeric
  );
  
  CREATE TABLE "drug_forms" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form" varchar NOT NULL
  );
  
  CREATE TABLE "drug_manufacturers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"drug_type" "enum_drug_manufacturers_drug_type" DEFAULT 'generic' NOT NULL,
  	"drug_slug" varchar NOT NULL
  );
  
  CREATE TABLE "drugs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"default_selection_formulation_id" varchar,
  	"default_selection_quantity" numeric,
  	"copay_enabled" boolean DEFAULT false,
  	"copay_title" varchar,
  	"copay_price" numeric,
  	"copay_monthly_price" numeric,
  	"copay_cta_text" varchar,
  	"copay_cta_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pharmacy_chains" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"chain_id" varchar NOT NULL,
  	"logo_id" integer NOT NULL,
  	"fictional" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "drugs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pharmacy_chains_id" integer;
  ALTER TABLE "drug_quantities" ADD CONSTRAINT "drug_quantities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."drug_dosages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "drug_dosages" ADD CONSTRAINT "drug_dosages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."drug_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "drug_forms" ADD CONSTRAINT "drug_forms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."drug_manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "drug_manufacturers" ADD CONSTRAINT "drug_manufacturers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."drugs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pharmacy_chains" ADD CONSTRAINT "pharmacy_chains_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "drug_quantities_order_idx" ON "drug_quantities" USING btree ("_order");
  CREATE INDEX "drug_quantities_parent_id_idx" ON "drug_quantities" USING btree ("_parent_id");
  CREATE INDEX "drug_dosages_order_idx" ON "drug_dosages" USING btree ("_order");
  CREATE INDEX "drug_dosages_parent_id_idx" ON "drug_dosages" USING btree ("_parent_id");
  CREATE INDEX "drug_dosages_formulation_id_idx" ON "drug_dosages" USING btree ("formulation_id");
  CREATE INDEX "drug_forms_order_idx" ON "drug_forms" USING btree ("_order");
  CREATE INDEX "drug_forms_parent_id_idx" ON "drug_forms" USING btree ("_parent_id");
  CREATE INDEX "drug_manufacturers_order_idx" ON "drug_manufacturers" USING btree ("_order");
  CREATE INDEX "drug_manufacturers_parent_id_idx" ON "drug_manufacturers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "drugs_slug_idx" ON "drugs" USING btree ("slug");
  CREATE INDEX "drugs_updated_at_idx" ON "drugs" USING btree ("updated_at");
  CREATE INDEX "drugs_created_at_idx" ON "drugs" USING btree ("created_at");
  CREATE UNIQUE INDEX "pharmacy_chains_chain_id_idx" ON "pharmacy_chains" USING btree ("chain_id");
  CREATE INDEX "pharmacy_chains_logo_idx" ON "pharmacy_chains" USING btree ("logo_id");
  CREATE INDEX "pharmacy_chains_updated_at_idx" ON "pharmacy_chains" USING btree ("updated_at");
  CREATE INDEX "pharmacy_chains_created_at_idx" ON "pharmacy_chains" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_drugs_fk" FOREIGN KEY ("drugs_id") REFERENCES "public"."drugs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pharmacy_chains_fk" FOREIGN KEY ("pharmacy_chains_id") REFERENCES "public"."pharmacy_chains"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_drugs_id_idx" ON "payload_locked_documents_rels" USING btree ("drugs_id");
  CREATE INDEX "payload_locked_documents_rels_pharmacy_chains_id_idx" ON "payload_locked_documents_rels" USING btree ("pharmacy_chains_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "drug_quantities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "drug_dosages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "drug_forms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "drug_manufacturers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "drugs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pharmacy_chains" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "drug_quantities" CASCADE;
  DROP TABLE "drug_dosages" CASCADE;
  DROP TABLE "drug_forms" CASCADE;
  DROP TABLE "drug_manufacturers" CASCADE;
  DROP TABLE "drugs" CASCADE;
  DROP TABLE "pharmacy_chains" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_drugs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pharmacy_chains_fk";
  
  DROP INDEX "payload_locked_documents_rels_drugs_id_idx";
  DROP INDEX "payload_locked_documents_rels_pharmacy_chains_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "drugs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pharmacy_chains_id";
  DROP TYPE "public"."enum_drug_manufacturers_drug_type";`)
}
