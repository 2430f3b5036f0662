import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_diets_alcohol_permitted" AS ENUM('yes', 'moderation', 'no');
  CREATE TYPE "public"."enum_diets_meal_kits_available" AS ENUM('yes', 'few', 'no');
  ALTER TYPE "public"."enum_experiments_key" ADD VALUE 'noVideos';
  CREATE TABLE "diets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"image_id" integer,
  	"description" varchar NOT NULL,
  	"foods_to_avoid" varchar,
  	"alcohol_permitted" "enum_diets_alcohol_permitted",
  	"alcohol_note" varchar,
  	"meal_kits_available" "enum_diets_meal_kits_available",
  	"meal_kits_note" varchar,
  	"possible_health_benefits" varchar,
  	"learn_more_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "diets_id" integer;
  ALTER TABLE "diets" ADD CONSTRAINT "diets_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "diets_slug_idx" ON "diets" USING btree ("slug");
  CREATE INDEX "diets_image_idx" ON "diets" USING btree ("image_id");
  CREATE INDEX "diets_updated_at_idx" ON "diets" USING btree ("updated_at");
  CREATE INDEX "diets_created_at_idx" ON "diets" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_diets_fk" FOREIGN KEY ("diets_id") REFERENCES "public"."diets"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_diets_id_idx" ON "payload_locked_documents_rels" USING btree ("diets_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "diets" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "diets" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_diets_fk";
  
  ALTER TABLE "experiments" ALTER COLUMN "key" SET DATA TYPE text;
  DROP TYPE "public"."enum_experiments_key";
  CREATE TYPE "public"."enum_experiments_key" AS ENUM('commerceCarousel', 'ratingRow');
  ALTER TABLE "experiments" ALTER COLUMN "key" SET DATA TYPE "public"."enum_experiments_key" USING "key"::"public"."enum_experiments_key";
  DROP INDEX "payload_locked_documents_rels_diets_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "diets_id";
  DROP TYPE "public"."enum_diets_alcohol_permitted";
  DROP TYPE "public"."enum_diets_meal_kits_available";`)
}
