import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { copayOffersToDrivers, driversToCopayOffers } from '../copayOffers'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_drivers_article_placement" AS ENUM('articlePlacement', 'articlePlacement2', 'articlePlacement3', 'manualPlacement1', 'headerNewsletter', 'wBw2ndPagePopup', 'drugCopay');
  CREATE TYPE "public"."enum_drivers_sections" AS ENUM('health', 'nutrition', 'fitness', 'mental-health', 'sexual-health', 'drugs', 'wellness');
  CREATE TYPE "public"."enum_drivers_templates" AS ENUM('article', 'categoryLandingPage', 'subcategoryLandingPage', 'marketingLandingPage', 'paidMedia', 'editorialPaid', 'transactional', 'drugSavings');
  CREATE TYPE "public"."enum_drivers_devices" AS ENUM('mobile', 'tablet', 'desktop');
  CREATE TYPE "public"."enum_drivers_audiences" AS ENUM('new-readers', 'returning-readers', 'newsletter-subscribers', 'not-newsletter-subscribers', 'us-readers', 'non-us-readers');
  CREATE TYPE "public"."enum_drivers_driver_type" AS ENUM('newsletter', 'download', 'quiz', 'video', 'coupon', 'copay', 'calculator', 'banner', 'appDownload', 'phone');
  CREATE TYPE "public"."enum_drivers_style" AS ENUM('banner', 'card', 'newsletter');
  CREATE TYPE "public"."enum_newsletter_subscribers_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  CREATE TABLE "drivers_feedback_selections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "drivers_article_placement" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_drivers_article_placement",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "drivers_sections" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_drivers_sections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "drivers_templates" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_drivers_templates",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "drivers_devices" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_drivers_devices",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "drivers_audiences" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_drivers_audiences",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "drivers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"driver_type" "enum_drivers_driver_type" DEFAULT 'banner' NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"_uuid" varchar,
  	"style" "enum_drivers_style",
  	"brand" varchar,
  	"vendor_name" varchar,
  	"campaign_name" varchar,
  	"headline" varchar,
  	"whisper" varchar,
  	"whisper_color" varchar,
  	"body_copy" varchar,
  	"image_id" integer,
  	"vendor_logo_id" integer,
  	"rating" numeric,
  	"subscriber_number" numeric,
  	"auto_open" boolean,
  	"copay_price" numeric,
  	"copay_monthly_price" numeric,
  	"call_to_action" varchar,
  	"call_to_action_u_r_l" varchar,
  	"call_to_action_hex_color" varchar,
  	"secondary_cta_text" varchar,
  	"secondary_cta_url" varchar,
  	"apple_href" varchar,
  	"google_href" varchar,
  	"button_teaser" varchar,
  	"button_phone_number" varchar,
  	"newsletter_source" varchar,
  	"is_lead_gen" boolean,
  	"include_feedback_step" boolean,
  	"feedback_title" varchar,
  	"feedback_description" varchar,
  	"feedback_call_to_action" varchar,
  	"confirm_title" varchar,
  	"confirm_desc" varchar,
  	"confirm_call_to_action" varchar,
  	"confirm_call_to_action_u_r_l" varchar,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"priority" numeric DEFAULT 50,
  	"weight" numeric DEFAULT 1,
  	"frequency_cap_count" numeric,
  	"frequency_cap_days" numeric,
  	"product_id" varchar,
  	"product_variant_id" varchar,
  	"sponsor_tracker" varchar,
  	"sponsor_url" varchar,
  	"pixel_tracker" varchar,
  	"ga" varchar,
  	"sailthru_account" varchar,
  	"iterable_account" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "drivers_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "drivers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"newsletter_lists_id" integer,
  	"categories_id" integer,
  	"drugs_id" integer
  );
  
  CREATE TABLE "newsletter_lists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"list_id" varchar NOT NULL,
  	"k1" varchar,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_newsletter_subscribers_status" DEFAULT 'pending' NOT NULL,
  	"source" varchar,
  	"confirm_token_hash" varchar,
  	"unsubscribe_token_hash" varchar,
  	"confirmation_sent_at" timestamp(3) with time zone,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_subscribers_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "driver_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"driver_id" varchar NOT NULL,
  	"placement" varchar NOT NULL,
  	"fills" numeric DEFAULT 0 NOT NULL,
  	"misses" numeric DEFAULT 0 NOT NULL,
  	"impressions" numeric DEFAULT 0 NOT NULL,
  	"clicks" numeric DEFAULT 0 NOT NULL,
  	"signups" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "drivers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_lists_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_subscribers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "driver_stats_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "promotions_mock_drivers" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "promotions_default_newsletter_list_id" integer;
  ALTER TABLE "drivers_feedback_selections" ADD CONSTRAINT "drivers_feedback_selections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "drivers_article_placement" ADD CONSTRAINT "drivers_article_placement_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "drivers_sections" ADD CONSTRAINT "drivers_sections_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "drivers_templates" ADD CONSTRAINT "drivers_templates_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "drivers_devices" ADD CONSTRAINT "drivers_devices_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "drivers_audiences" ADD CONSTRAINT "drivers_audiences_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "drivers" ADD CONSTRAINT "drivers_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "drivers" ADD CONSTRAINT "drivers_vendor_logo_id_media_id_fk" FOREIGN KEY ("vendor_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "drivers_texts" ADD CONSTRAINT "drivers_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "drivers_rels" ADD CONSTRAINT "drivers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "drivers_rels" ADD CONSTRAINT "drivers_rels_newsletter_lists_fk" FOREIGN KEY ("newsletter_lists_id") REFERENCES "public"."newsletter_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "drivers_rels" ADD CONSTRAINT "drivers_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "drivers_rels" ADD CONSTRAINT "drivers_rels_drugs_fk" FOREIGN KEY ("drugs_id") REFERENCES "public"."drugs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_subscribers_texts" ADD CONSTRAINT "newsletter_subscribers_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "drivers_feedback_selections_order_idx" ON "drivers_feedback_selections" USING btree ("_order");
  CREATE INDEX "drivers_feedback_selections_parent_id_idx" ON "drivers_feedback_selections" USING btree ("_parent_id");
  CREATE INDEX "drivers_article_placement_order_idx" ON "drivers_article_placement" USING btree ("order");
  CREATE INDEX "drivers_article_placement_parent_idx" ON "drivers_article_placement" USING btree ("parent_id");
  CREATE INDEX "drivers_sections_order_idx" ON "drivers_sections" USING btree ("order");
  CREATE INDEX "drivers_sections_parent_idx" ON "drivers_sections" USING btree ("parent_id");
  CREATE INDEX "drivers_templates_order_idx" ON "drivers_templates" USING btree ("order");
  CREATE INDEX "drivers_templates_parent_idx" ON "drivers_templates" USING btree ("parent_id");
  CREATE INDEX "drivers_devices_order_idx" ON "drivers_devices" USING btree ("order");
  CREATE INDEX "drivers_devices_parent_idx" ON "drivers_devices" USING btree ("parent_id");
  CREATE INDEX "drivers_audiences_order_idx" ON "drivers_audiences" USING btree ("order");
  CREATE INDEX "drivers_audiences_parent_idx" ON "drivers_audiences" USING btree ("parent_id");
  CREATE UNIQUE INDEX "drivers__uuid_idx" ON "drivers" USING btree ("_uuid");
  CREATE INDEX "drivers_image_idx" ON "drivers" USING btree ("image_id");
  CREATE INDEX "drivers_vendor_logo_idx" ON "drivers" USING btree ("vendor_logo_id");
  CREATE INDEX "drivers_updated_at_idx" ON "drivers" USING btree ("updated_at");
  CREATE INDEX "drivers_created_at_idx" ON "drivers" USING btree ("created_at");
  CREATE INDEX "drivers_texts_order_parent" ON "drivers_texts" USING btree ("order","parent_id");
  CREATE INDEX "drivers_rels_order_idx" ON "drivers_rels" USING btree ("order");
  CREATE INDEX "drivers_rels_parent_idx" ON "drivers_rels" USING btree ("parent_id");
  CREATE INDEX "drivers_rels_path_idx" ON "drivers_rels" USING btree ("path");
  CREATE INDEX "drivers_rels_newsletter_lists_id_idx" ON "drivers_rels" USING btree ("newsletter_lists_id");
  CREATE INDEX "drivers_rels_categories_id_idx" ON "drivers_rels" USING btree ("categories_id");
  CREATE INDEX "drivers_rels_drugs_id_idx" ON "drivers_rels" USING btree ("drugs_id");
  CREATE UNIQUE INDEX "newsletter_lists_list_id_idx" ON "newsletter_lists" USING btree ("list_id");
  CREATE INDEX "newsletter_lists_updated_at_idx" ON "newsletter_lists" USING btree ("updated_at");
  CREATE INDEX "newsletter_lists_created_at_idx" ON "newsletter_lists" USING btree ("created_at");
  CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");
  CREATE INDEX "newsletter_subscribers_confirm_token_hash_idx" ON "newsletter_subscribers" USING btree ("confirm_token_hash");
  CREATE INDEX "newsletter_subscribers_unsubscribe_token_hash_idx" ON "newsletter_subscribers" USING btree ("unsubscribe_token_hash");
  CREATE INDEX "newsletter_subscribers_updated_at_idx" ON "newsletter_subscribers" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at");
  CREATE INDEX "newsletter_subscribers_texts_order_parent" ON "newsletter_subscribers_texts" USING btree ("order","parent_id");
  CREATE INDEX "driver_stats_day_idx" ON "driver_stats" USING btree ("day");
  CREATE INDEX "driver_stats_updated_at_idx" ON "driver_stats" USING btree ("updated_at");
  CREATE INDEX "driver_stats_created_at_idx" ON "driver_stats" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_driverId_placement_idx" ON "driver_stats" USING btree ("day","driver_id","placement");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_drivers_fk" FOREIGN KEY ("drivers_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_lists_fk" FOREIGN KEY ("newsletter_lists_id") REFERENCES "public"."newsletter_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk" FOREIGN KEY ("newsletter_subscribers_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_driver_stats_fk" FOREIGN KEY ("driver_stats_id") REFERENCES "public"."driver_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_promotions_default_newsletter_list_id_newsletter_lists_id_fk" FOREIGN KEY ("promotions_default_newsletter_list_id") REFERENCES "public"."newsletter_lists"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_drivers_id_idx" ON "payload_locked_documents_rels" USING btree ("drivers_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_lists_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_lists_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_driver_stats_id_idx" ON "payload_locked_documents_rels" USING btree ("driver_stats_id");
  CREATE INDEX "site_settings_promotions_promotions_default_newsletter_l_idx" ON "site_settings" USING btree ("promotions_default_newsletter_list_id");`)
  // Copay offers move off the drug record to copay drivers at drugCopay (issue 17), before their columns go.
  const copay = await copayOffersToDrivers({ db, dialect: 'postgres' })
  payload.logger.info(`copay offers moved to drivers: ${copay.moved.length}`)
  for (const { drugId, reason } of copay.skipped)
    payload.logger.warn(`copay offer of drug ${drugId} not moved (${reason}); it is dropped with the drug's columns`)
  await db.execute(sql`
   ALTER TABLE "drugs" DROP COLUMN "copay_enabled";
  ALTER TABLE "drugs" DROP COLUMN "copay_title";
  ALTER TABLE "drugs" DROP COLUMN "copay_price";
  ALTER TABLE "drugs" DROP COLUMN "copay_monthly_price";
  ALTER TABLE "drugs" DROP COLUMN "copay_cta_text";
  ALTER TABLE "drugs" DROP COLUMN "copay_cta_url";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The drug's copay columns come back first, and the copay drivers go back into them before their tables go.
  await db.execute(sql`
  ALTER TABLE "drugs" ADD COLUMN "copay_enabled" boolean DEFAULT false;
  ALTER TABLE "drugs" ADD COLUMN "copay_title" varchar;
  ALTER TABLE "drugs" ADD COLUMN "copay_price" numeric;
  ALTER TABLE "drugs" ADD COLUMN "copay_monthly_price" numeric;
  ALTER TABLE "drugs" ADD COLUMN "copay_cta_text" varchar;
  ALTER TABLE "drugs" ADD COLUMN "copay_cta_url" varchar;`)
  const restored = await driversToCopayOffers({ db, dialect: 'postgres' })
  payload.logger.info(`copay drivers moved back onto drugs: ${restored.length}`)
  await db.execute(sql`
   ALTER TABLE "drivers_feedback_selections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "drivers_article_placement" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "drivers_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "drivers_templates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "drivers_devices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "drivers_audiences" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "drivers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "drivers_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "drivers_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_lists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_subscribers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_subscribers_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "driver_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "drivers_feedback_selections" CASCADE;
  DROP TABLE "drivers_article_placement" CASCADE;
  DROP TABLE "drivers_sections" CASCADE;
  DROP TABLE "drivers_templates" CASCADE;
  DROP TABLE "drivers_devices" CASCADE;
  DROP TABLE "drivers_audiences" CASCADE;
  DROP TABLE "drivers" CASCADE;
  DROP TABLE "drivers_texts" CASCADE;
  DROP TABLE "drivers_rels" CASCADE;
  DROP TABLE "newsletter_lists" CASCADE;
  DROP TABLE "newsletter_subscribers" CASCADE;
  DROP TABLE "newsletter_subscribers_texts" CASCADE;
  DROP TABLE "driver_stats" CASCADE;
  -- IF EXISTS: dropping the referenced tables with CASCADE above already removed these foreign keys.
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_drivers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_newsletter_lists_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_newsletter_subscribers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_driver_stats_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT IF EXISTS "site_settings_promotions_default_newsletter_list_id_newsletter_lists_id_fk";
  
  DROP INDEX "payload_locked_documents_rels_drivers_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_lists_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx";
  DROP INDEX "payload_locked_documents_rels_driver_stats_id_idx";
  DROP INDEX "site_settings_promotions_promotions_default_newsletter_l_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "drivers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_lists_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_subscribers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "driver_stats_id";
  ALTER TABLE "site_settings" DROP COLUMN "promotions_mock_drivers";
  ALTER TABLE "site_settings" DROP COLUMN "promotions_default_newsletter_list_id";
  DROP TYPE "public"."enum_drivers_article_placement";
  DROP TYPE "public"."enum_drivers_sections";
  DROP TYPE "public"."enum_drivers_templates";
  DROP TYPE "public"."enum_drivers_devices";
  DROP TYPE "public"."enum_drivers_audiences";
  DROP TYPE "public"."enum_drivers_driver_type";
  DROP TYPE "public"."enum_drivers_style";
  DROP TYPE "public"."enum_newsletter_subscribers_status";`)
}
