import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_preamp_assets_kind" AS ENUM('decisionList');
  CREATE TABLE "preamp_assets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "enum_preamp_assets_kind" DEFAULT 'decisionList' NOT NULL,
  	"decision_list_title" varchar,
  	"decision_list_main_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "preamp_assets_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_id" integer
  );
  
  ALTER TABLE "articles" ADD COLUMN "preamp_asset_id" integer;
  ALTER TABLE "_articles_v" ADD COLUMN "version_preamp_asset_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "preamp_assets_id" integer;
  ALTER TABLE "preamp_assets" ADD CONSTRAINT "preamp_assets_decision_list_main_image_id_media_id_fk" FOREIGN KEY ("decision_list_main_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "preamp_assets_rels" ADD CONSTRAINT "preamp_assets_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."preamp_assets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "preamp_assets_rels" ADD CONSTRAINT "preamp_assets_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "preamp_assets_decision_list_decision_list_main_image_idx" ON "preamp_assets" USING btree ("decision_list_main_image_id");
  CREATE INDEX "preamp_assets_updated_at_idx" ON "preamp_assets" USING btree ("updated_at");
  CREATE INDEX "preamp_assets_created_at_idx" ON "preamp_assets" USING btree ("created_at");
  CREATE INDEX "preamp_assets_rels_order_idx" ON "preamp_assets_rels" USING btree ("order");
  CREATE INDEX "preamp_assets_rels_parent_idx" ON "preamp_assets_rels" USING btree ("parent_id");
  CREATE INDEX "preamp_assets_rels_path_idx" ON "preamp_assets_rels" USING btree ("path");
  CREATE INDEX "preamp_assets_rels_articles_id_idx" ON "preamp_assets_rels" USING btree ("articles_id");
  ALTER TABLE "articles" ADD CONSTRAINT "articles_preamp_asset_id_preamp_assets_id_fk" FOREIGN KEY ("preamp_asset_id") REFERENCES "public"."preamp_assets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_preamp_asset_id_preamp_assets_id_fk" FOREIGN KEY ("version_preamp_asset_id") REFERENCES "public"."preamp_assets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_preamp_assets_fk" FOREIGN KEY ("preamp_assets_id") REFERENCES "public"."preamp_assets"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "articles_preamp_asset_idx" ON "articles" USING btree ("preamp_asset_id");
  CREATE INDEX "_articles_v_version_version_preamp_asset_idx" ON "_articles_v" USING btree ("version_preamp_asset_id");
  CREATE INDEX "payload_locked_documents_rels_preamp_assets_id_idx" ON "payload_locked_documents_rels" USING btree ("preamp_assets_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "preamp_assets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "preamp_assets_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "preamp_assets" CASCADE;
  DROP TABLE "preamp_assets_rels" CASCADE;
  ALTER TABLE "articles" DROP CONSTRAINT "articles_preamp_asset_id_preamp_assets_id_fk";
  
  ALTER TABLE "_articles_v" DROP CONSTRAINT "_articles_v_version_preamp_asset_id_preamp_assets_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_preamp_assets_fk";
  
  DROP INDEX "articles_preamp_asset_idx";
  DROP INDEX "_articles_v_version_version_preamp_asset_idx";
  DROP INDEX "payload_locked_documents_rels_preamp_assets_id_idx";
  ALTER TABLE "articles" DROP COLUMN "preamp_asset_id";
  ALTER TABLE "_articles_v" DROP COLUMN "version_preamp_asset_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "preamp_assets_id";
  DROP TYPE "public"."enum_preamp_assets_kind";`)
}
