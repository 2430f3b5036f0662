import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_ad_campaigns_targeting_sections" AS ENUM('health', 'nutrition', 'fitness', 'mental-health', 'sexual-health', 'drugs', 'wellness');
  CREATE TYPE "public"."enum_ad_campaigns_targeting_templates" AS ENUM('article', 'categoryLandingPage', 'subcategoryLandingPage', 'marketingLandingPage', 'paidMedia', 'editorialPaid', 'transactional', 'drugSavings');
  CREATE TYPE "public"."enum_ad_campaigns_targeting_devices" AS ENUM('mobile', 'tablet', 'desktop');
  CREATE TYPE "public"."enum_ad_campaigns_targeting_positions" AS ENUM('DLB1', 'DLB2', 'DMR1', 'DMR2', 'DMR3', 'DMR4', 'DMR5', 'MLB1', 'MMR1', 'MMR2');
  CREATE TYPE "public"."enum_ad_campaigns_tier" AS ENUM('sponsorship', 'standard', 'house');
  CREATE TYPE "public"."enum_ad_creatives_format" AS ENUM('image', 'native');
  CREATE TYPE "public"."enum_ad_creatives_size" AS ENUM('mediumRect', 'halfPage', 'leaderboard', 'largeLeaderboard', 'mobileLeaderboard', 'billboard', 'smallMobileLeaderboard', 'celtraMediumRect', 'celtraMobileBanner', 'celtraLargeMobileBanner');
  ALTER TYPE "public"."enum_experiments_key" ADD VALUE 'adSync';
  CREATE TABLE "advertisers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"website" varchar,
  	"contact_email" varchar,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ad_campaigns_targeting_sections" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_ad_campaigns_targeting_sections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "ad_campaigns_targeting_templates" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_ad_campaigns_targeting_templates",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "ad_campaigns_targeting_devices" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_ad_campaigns_targeting_devices",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "ad_campaigns_targeting_positions" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_ad_campaigns_targeting_positions",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "ad_campaigns" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"advertiser_id" integer NOT NULL,
  	"tier" "enum_ad_campaigns_tier" DEFAULT 'standard' NOT NULL,
  	"weight" numeric DEFAULT 100,
  	"enabled" boolean DEFAULT true,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"impression_goal" numeric,
  	"frequency_cap_count" numeric,
  	"frequency_cap_days" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ad_campaigns_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "ad_campaigns_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  CREATE TABLE "ad_creatives" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"campaign_id" integer NOT NULL,
  	"format" "enum_ad_creatives_format" DEFAULT 'image' NOT NULL,
  	"size" "enum_ad_creatives_size" DEFAULT 'mediumRect' NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"image_id" integer,
  	"alt" varchar,
  	"headline" varchar,
  	"text" varchar,
  	"click_url" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ad_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"campaign_id" varchar NOT NULL,
  	"creative_id" varchar NOT NULL,
  	"position" varchar NOT NULL,
  	"requests" numeric DEFAULT 0 NOT NULL,
  	"fills" numeric DEFAULT 0 NOT NULL,
  	"viewables" numeric DEFAULT 0 NOT NULL,
  	"clicks" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "articles" ADD COLUMN "advertising_ad_free" boolean DEFAULT false;
  ALTER TABLE "articles" ADD COLUMN "advertising_sensitive" boolean DEFAULT false;
  ALTER TABLE "articles" ADD COLUMN "advertising_cpuv" boolean DEFAULT false;
  ALTER TABLE "articles" ADD COLUMN "advertising_automatic_ads" boolean DEFAULT true;
  ALTER TABLE "_articles_v" ADD COLUMN "version_advertising_ad_free" boolean DEFAULT false;
  ALTER TABLE "_articles_v" ADD COLUMN "version_advertising_sensitive" boolean DEFAULT false;
  ALTER TABLE "_articles_v" ADD COLUMN "version_advertising_cpuv" boolean DEFAULT false;
  ALTER TABLE "_articles_v" ADD COLUMN "version_advertising_automatic_ads" boolean DEFAULT true;
  ALTER TABLE "categories" ADD COLUMN "ad_free" boolean DEFAULT false;
  ALTER TABLE "categories" ADD COLUMN "sensitive" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "advertisers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ad_campaigns_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ad_creatives_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ad_stats_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "advertising_enabled" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "advertising_partner_enabled" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "advertising_reinsert_sticky_when_blocked" boolean DEFAULT false;
  ALTER TABLE "ad_campaigns_targeting_sections" ADD CONSTRAINT "ad_campaigns_targeting_sections_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ad_campaigns_targeting_templates" ADD CONSTRAINT "ad_campaigns_targeting_templates_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ad_campaigns_targeting_devices" ADD CONSTRAINT "ad_campaigns_targeting_devices_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ad_campaigns_targeting_positions" ADD CONSTRAINT "ad_campaigns_targeting_positions_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ad_campaigns_texts" ADD CONSTRAINT "ad_campaigns_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ad_campaigns_rels" ADD CONSTRAINT "ad_campaigns_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ad_campaigns_rels" ADD CONSTRAINT "ad_campaigns_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ad_creatives" ADD CONSTRAINT "ad_creatives_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ad_creatives" ADD CONSTRAINT "ad_creatives_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_texts" ADD CONSTRAINT "site_settings_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "advertisers_updated_at_idx" ON "advertisers" USING btree ("updated_at");
  CREATE INDEX "advertisers_created_at_idx" ON "advertisers" USING btree ("created_at");
  CREATE INDEX "ad_campaigns_targeting_sections_order_idx" ON "ad_campaigns_targeting_sections" USING btree ("order");
  CREATE INDEX "ad_campaigns_targeting_sections_parent_idx" ON "ad_campaigns_targeting_sections" USING btree ("parent_id");
  CREATE INDEX "ad_campaigns_targeting_templates_order_idx" ON "ad_campaigns_targeting_templates" USING btree ("order");
  CREATE INDEX "ad_campaigns_targeting_templates_parent_idx" ON "ad_campaigns_targeting_templates" USING btree ("parent_id");
  CREATE INDEX "ad_campaigns_targeting_devices_order_idx" ON "ad_campaigns_targeting_devices" USING btree ("order");
  CREATE INDEX "ad_campaigns_targeting_devices_parent_idx" ON "ad_campaigns_targeting_devices" USING btree ("parent_id");
  CREATE INDEX "ad_campaigns_targeting_positions_order_idx" ON "ad_campaigns_targeting_positions" USING btree ("order");
  CREATE INDEX "ad_campaigns_targeting_positions_parent_idx" ON "ad_campaigns_targeting_positions" USING btree ("parent_id");
  CREATE INDEX "ad_campaigns_advertiser_idx" ON "ad_campaigns" USING btree ("advertiser_id");
  CREATE INDEX "ad_campaigns_updated_at_idx" ON "ad_campaigns" USING btree ("updated_at");
  CREATE INDEX "ad_campaigns_created_at_idx" ON "ad_campaigns" USING btree ("created_at");
  CREATE INDEX "ad_campaigns_texts_order_parent" ON "ad_campaigns_texts" USING btree ("order","parent_id");
  CREATE INDEX "ad_campaigns_rels_order_idx" ON "ad_campaigns_rels" USING btree ("order");
  CREATE INDEX "ad_campaigns_rels_parent_idx" ON "ad_campaigns_rels" USING btree ("parent_id");
  CREATE INDEX "ad_campaigns_rels_path_idx" ON "ad_campaigns_rels" USING btree ("path");
  CREATE INDEX "ad_campaigns_rels_categories_id_idx" ON "ad_campaigns_rels" USING btree ("categories_id");
  CREATE INDEX "ad_creatives_campaign_idx" ON "ad_creatives" USING btree ("campaign_id");
  CREATE INDEX "ad_creatives_image_idx" ON "ad_creatives" USING btree ("image_id");
  CREATE INDEX "ad_creatives_updated_at_idx" ON "ad_creatives" USING btree ("updated_at");
  CREATE INDEX "ad_creatives_created_at_idx" ON "ad_creatives" USING btree ("created_at");
  CREATE INDEX "ad_stats_day_idx" ON "ad_stats" USING btree ("day");
  CREATE INDEX "ad_stats_campaign_id_idx" ON "ad_stats" USING btree ("campaign_id");
  CREATE INDEX "ad_stats_updated_at_idx" ON "ad_stats" USING btree ("updated_at");
  CREATE INDEX "ad_stats_created_at_idx" ON "ad_stats" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_campaignId_creativeId_position_idx" ON "ad_stats" USING btree ("day","campaign_id","creative_id","position");
  CREATE INDEX "site_settings_texts_order_parent" ON "site_settings_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_advertisers_fk" FOREIGN KEY ("advertisers_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ad_campaigns_fk" FOREIGN KEY ("ad_campaigns_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ad_creatives_fk" FOREIGN KEY ("ad_creatives_id") REFERENCES "public"."ad_creatives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ad_stats_fk" FOREIGN KEY ("ad_stats_id") REFERENCES "public"."ad_stats"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_advertisers_id_idx" ON "payload_locked_documents_rels" USING btree ("advertisers_id");
  CREATE INDEX "payload_locked_documents_rels_ad_campaigns_id_idx" ON "payload_locked_documents_rels" USING btree ("ad_campaigns_id");
  CREATE INDEX "payload_locked_documents_rels_ad_creatives_id_idx" ON "payload_locked_documents_rels" USING btree ("ad_creatives_id");
  CREATE INDEX "payload_locked_documents_rels_ad_stats_id_idx" ON "payload_locked_documents_rels" USING btree ("ad_stats_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "advertisers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ad_campaigns_targeting_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ad_campaigns_targeting_templates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ad_campaigns_targeting_devices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ad_campaigns_targeting_positions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ad_campaigns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ad_campaigns_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ad_campaigns_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ad_creatives" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ad_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "advertisers" CASCADE;
  DROP TABLE "ad_campaigns_targeting_sections" CASCADE;
  DROP TABLE "ad_campaigns_targeting_templates" CASCADE;
  DROP TABLE "ad_campaigns_targeting_devices" CASCADE;
  DROP TABLE "ad_campaigns_targeting_positions" CASCADE;
  DROP TABLE "ad_campaigns" CASCADE;
  DROP TABLE "ad_campaigns_texts" CASCADE;
  DROP TABLE "ad_campaigns_rels" CASCADE;
  DROP TABLE "ad_creatives" CASCADE;
  DROP TABLE "ad_stats" CASCADE;
  DROP TABLE "site_settings_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_advertisers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ad_campaigns_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ad_creatives_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ad_stats_fk";
  
  ALTER TABLE "experiments" ALTER COLUMN "key" SET DATA TYPE text;
  DROP TYPE "public"."enum_experiments_key";
  CREATE TYPE "public"."enum_experiments_key" AS ENUM('commerceCarousel', 'ratingRow', 'noVideos');
  ALTER TABLE "experiments" ALTER COLUMN "key" SET DATA TYPE "public"."enum_experiments_key" USING "key"::"public"."enum_experiments_key";
  DROP INDEX "payload_locked_documents_rels_advertisers_id_idx";
  DROP INDEX "payload_locked_documents_rels_ad_campaigns_id_idx";
  DROP INDEX "payload_locked_documents_rels_ad_creatives_id_idx";
  DROP INDEX "payload_locked_documents_rels_ad_stats_id_idx";
  ALTER TABLE "articles" DROP COLUMN "advertising_ad_free";
  ALTER TABLE "articles" DROP COLUMN "advertising_sensitive";
  ALTER TABLE "articles" DROP COLUMN "advertising_cpuv";
  ALTER TABLE "articles" DROP COLUMN "advertising_automatic_ads";
  ALTER TABLE "_articles_v" DROP COLUMN "version_advertising_ad_free";
  ALTER TABLE "_articles_v" DROP COLUMN "version_advertising_sensitive";
  ALTER TABLE "_articles_v" DROP COLUMN "version_advertising_cpuv";
  ALTER TABLE "_articles_v" DROP COLUMN "version_advertising_automatic_ads";
  ALTER TABLE "categories" DROP COLUMN "ad_free";
  ALTER TABLE "categories" DROP COLUMN "sensitive";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "advertisers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ad_campaigns_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ad_creatives_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ad_stats_id";
  ALTER TABLE "site_settings" DROP COLUMN "advertising_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "advertising_partner_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "advertising_reinsert_sticky_when_blocked";
  DROP TYPE "public"."enum_ad_campaigns_targeting_sections";
  DROP TYPE "public"."enum_ad_campaigns_targeting_templates";
  DROP TYPE "public"."enum_ad_campaigns_targeting_devices";
  DROP TYPE "public"."enum_ad_campaigns_targeting_positions";
  DROP TYPE "public"."enum_ad_campaigns_tier";
  DROP TYPE "public"."enum_ad_creatives_format";
  DROP TYPE "public"."enum_ad_creatives_size";`)
}
