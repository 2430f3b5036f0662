import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_experiments_key" AS ENUM('commerceCarousel', 'ratingRow');
  CREATE TABLE "recommended_product_sets_pages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "recommended_product_sets_related_articles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"article_id" integer,
  	"path" varchar,
  	"title" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "recommended_product_sets_other_pages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"short_heading" varchar
  );
  
  CREATE TABLE "recommended_product_sets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"block_title" varchar,
  	"main_image_id" integer,
  	"short_heading" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "experiments_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"share" numeric NOT NULL
  );
  
  CREATE TABLE "experiments_paths" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "experiments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"key" "enum_experiments_key" NOT NULL,
  	"active" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "commerce_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"article_path" varchar NOT NULL,
  	"product_id" varchar NOT NULL,
  	"position" numeric NOT NULL,
  	"impressions" numeric DEFAULT 0 NOT NULL,
  	"clicks" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_commerce_affiliate_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"domain" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_commerce_click_tracking_hosts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"host" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_commerce_rating_row_hidden_paths" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_commerce_carousel_titles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"title" varchar NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "recommended_product_sets_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "experiments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "commerce_stats_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "commerce_featured_partner_explanation" varchar DEFAULT 'Featured Partner: this brand pays for its placement here. Our editors still test every product we feature, and no brand can pay for a positive review.';
  ALTER TABLE "site_settings" ADD COLUMN "commerce_vetting_page_path" varchar DEFAULT '/health/how-we-vet-brands-and-products';
  ALTER TABLE "recommended_product_sets_pages" ADD CONSTRAINT "recommended_product_sets_pages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recommended_product_sets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recommended_product_sets_related_articles" ADD CONSTRAINT "recommended_product_sets_related_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recommended_product_sets_related_articles" ADD CONSTRAINT "recommended_product_sets_related_articles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recommended_product_sets_related_articles" ADD CONSTRAINT "recommended_product_sets_related_articles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recommended_product_sets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recommended_product_sets_other_pages" ADD CONSTRAINT "recommended_product_sets_other_pages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recommended_product_sets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recommended_product_sets" ADD CONSTRAINT "recommended_product_sets_main_image_id_media_id_fk" FOREIGN KEY ("main_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "experiments_variants" ADD CONSTRAINT "experiments_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiments_paths" ADD CONSTRAINT "experiments_paths_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_commerce_affiliate_partners" ADD CONSTRAINT "site_settings_commerce_affiliate_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_commerce_click_tracking_hosts" ADD CONSTRAINT "site_settings_commerce_click_tracking_hosts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_commerce_rating_row_hidden_paths" ADD CONSTRAINT "site_settings_commerce_rating_row_hidden_paths_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_commerce_carousel_titles" ADD CONSTRAINT "site_settings_commerce_carousel_titles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "recommended_product_sets_pages_order_idx" ON "recommended_product_sets_pages" USING btree ("_order");
  CREATE INDEX "recommended_product_sets_pages_parent_id_idx" ON "recommended_product_sets_pages" USING btree ("_parent_id");
  CREATE INDEX "recommended_product_sets_related_articles_order_idx" ON "recommended_product_sets_related_articles" USING btree ("_order");
  CREATE INDEX "recommended_product_sets_related_articles_parent_id_idx" ON "recommended_product_sets_related_articles" USING btree ("_parent_id");
  CREATE INDEX "recommended_product_sets_related_articles_article_idx" ON "recommended_product_sets_related_articles" USING btree ("article_id");
  CREATE INDEX "recommended_product_sets_related_articles_image_idx" ON "recommended_product_sets_related_articles" USING btree ("image_id");
  CREATE INDEX "recommended_product_sets_other_pages_order_idx" ON "recommended_product_sets_other_pages" USING btree ("_order");
  CREATE INDEX "recommended_product_sets_other_pages_parent_id_idx" ON "recommended_product_sets_other_pages" USING btree ("_parent_id");
  CREATE INDEX "recommended_product_sets_main_image_idx" ON "recommended_product_sets" USING btree ("main_image_id");
  CREATE INDEX "recommended_product_sets_updated_at_idx" ON "recommended_product_sets" USING btree ("updated_at");
  CREATE INDEX "recommended_product_sets_created_at_idx" ON "recommended_product_sets" USING btree ("created_at");
  CREATE INDEX "experiments_variants_order_idx" ON "experiments_variants" USING btree ("_order");
  CREATE INDEX "experiments_variants_parent_id_idx" ON "experiments_variants" USING btree ("_parent_id");
  CREATE INDEX "experiments_paths_order_idx" ON "experiments_paths" USING btree ("_order");
  CREATE INDEX "experiments_paths_parent_id_idx" ON "experiments_paths" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "experiments_key_idx" ON "experiments" USING btree ("key");
  CREATE INDEX "experiments_updated_at_idx" ON "experiments" USING btree ("updated_at");
  CREATE INDEX "experiments_created_at_idx" ON "experiments" USING btree ("created_at");
  CREATE INDEX "commerce_stats_day_idx" ON "commerce_stats" USING btree ("day");
  CREATE INDEX "commerce_stats_updated_at_idx" ON "commerce_stats" USING btree ("updated_at");
  CREATE INDEX "commerce_stats_created_at_idx" ON "commerce_stats" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_articlePath_productId_position_idx" ON "commerce_stats" USING btree ("day","article_path","product_id","position");
  CREATE INDEX "site_settings_commerce_affiliate_partners_order_idx" ON "site_settings_commerce_affiliate_partners" USING btree ("_order");
  CREATE INDEX "site_settings_commerce_affiliate_partners_parent_id_idx" ON "site_settings_commerce_affiliate_partners" USING btree ("_parent_id");
  CREATE INDEX "site_settings_commerce_click_tracking_hosts_order_idx" ON "site_settings_commerce_click_tracking_hosts" USING btree ("_order");
  CREATE INDEX "site_settings_commerce_click_tracking_hosts_parent_id_idx" ON "site_settings_commerce_click_tracking_hosts" USING btree ("_parent_id");
  CREATE INDEX "site_settings_commerce_rating_row_hidden_paths_order_idx" ON "site_settings_commerce_rating_row_hidden_paths" USING btree ("_order");
  CREATE INDEX "site_settings_commerce_rating_row_hidden_paths_parent_id_idx" ON "site_settings_commerce_rating_row_hidden_paths" USING btree ("_parent_id");
  CREATE INDEX "site_settings_commerce_carousel_titles_order_idx" ON "site_settings_commerce_carousel_titles" USING btree ("_order");
  CREATE INDEX "site_settings_commerce_carousel_titles_parent_id_idx" ON "site_settings_commerce_carousel_titles" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recommended_product_sets_fk" FOREIGN KEY ("recommended_product_sets_id") REFERENCES "public"."recommended_product_sets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_experiments_fk" FOREIGN KEY ("experiments_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_commerce_stats_fk" FOREIGN KEY ("commerce_stats_id") REFERENCES "public"."commerce_stats"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_recommended_product_sets_i_idx" ON "payload_locked_documents_rels" USING btree ("recommended_product_sets_id");
  CREATE INDEX "payload_locked_documents_rels_experiments_id_idx" ON "payload_locked_documents_rels" USING btree ("experiments_id");
  CREATE INDEX "payload_locked_documents_rels_commerce_stats_id_idx" ON "payload_locked_documents_rels" USING btree ("commerce_stats_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "recommended_product_sets_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recommended_product_sets_related_articles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recommended_product_sets_other_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recommended_product_sets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiments_variants" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiments_paths" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "commerce_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_commerce_affiliate_partners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_commerce_click_tracking_hosts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_commerce_rating_row_hidden_paths" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_commerce_carousel_titles" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "recommended_product_sets_pages" CASCADE;
  DROP TABLE "recommended_product_sets_related_articles" CASCADE;
  DROP TABLE "recommended_product_sets_other_pages" CASCADE;
  DROP TABLE "recommended_product_sets" CASCADE;
  DROP TABLE "experiments_variants" CASCADE;
  DROP TABLE "experiments_paths" CASCADE;
  DROP TABLE "experiments" CASCADE;
  DROP TABLE "commerce_stats" CASCADE;
  DROP TABLE "site_settings_commerce_affiliate_partners" CASCADE;
  DROP TABLE "site_settings_commerce_click_tracking_hosts" CASCADE;
  DROP TABLE "site_settings_commerce_rating_row_hidden_paths" CASCADE;
  DROP TABLE "site_settings_commerce_carousel_titles" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_recommended_product_sets_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_experiments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_commerce_stats_fk";
  
  DROP INDEX "payload_locked_documents_rels_recommended_product_sets_i_idx";
  DROP INDEX "payload_locked_documents_rels_experiments_id_idx";
  DROP INDEX "payload_locked_documents_rels_commerce_stats_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "recommended_product_sets_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "experiments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "commerce_stats_id";
  ALTER TABLE "site_settings" DROP COLUMN "commerce_featured_partner_explanation";
  ALTER TABLE "site_settings" DROP COLUMN "commerce_vetting_page_path";
  DROP TYPE "public"."enum_experiments_key";`)
}
