import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`advertisers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`website\` text,
  	\`contact_email\` text,
  	\`notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`advertisers_updated_at_idx\` ON \`advertisers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`advertisers_created_at_idx\` ON \`advertisers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`ad_campaigns_targeting_sections\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`ad_campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ad_campaigns_targeting_sections_order_idx\` ON \`ad_campaigns_targeting_sections\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`ad_campaigns_targeting_sections_parent_idx\` ON \`ad_campaigns_targeting_sections\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ad_campaigns_targeting_templates\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`ad_campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ad_campaigns_targeting_templates_order_idx\` ON \`ad_campaigns_targeting_templates\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`ad_campaigns_targeting_templates_parent_idx\` ON \`ad_campaigns_targeting_templates\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ad_campaigns_targeting_devices\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`ad_campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ad_campaigns_targeting_devices_order_idx\` ON \`ad_campaigns_targeting_devices\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`ad_campaigns_targeting_devices_parent_idx\` ON \`ad_campaigns_targeting_devices\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ad_campaigns_targeting_positions\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`ad_campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ad_campaigns_targeting_positions_order_idx\` ON \`ad_campaigns_targeting_positions\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`ad_campaigns_targeting_positions_parent_idx\` ON \`ad_campaigns_targeting_positions\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ad_campaigns\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`advertiser_id\` integer NOT NULL,
  	\`tier\` text DEFAULT 'standard' NOT NULL,
  	\`weight\` numeric DEFAULT 100,
  	\`enabled\` integer DEFAULT true,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`impression_goal\` numeric,
  	\`frequency_cap_count\` numeric,
  	\`frequency_cap_days\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`advertiser_id\`) REFERENCES \`advertisers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`ad_campaigns_advertiser_idx\` ON \`ad_campaigns\` (\`advertiser_id\`);`)
  await db.run(sql`CREATE INDEX \`ad_campaigns_updated_at_idx\` ON \`ad_campaigns\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ad_campaigns_created_at_idx\` ON \`ad_campaigns\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`ad_campaigns_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`ad_campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ad_campaigns_texts_order_parent\` ON \`ad_campaigns_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ad_campaigns_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`ad_campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ad_campaigns_rels_order_idx\` ON \`ad_campaigns_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`ad_campaigns_rels_parent_idx\` ON \`ad_campaigns_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ad_campaigns_rels_path_idx\` ON \`ad_campaigns_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`ad_campaigns_rels_categories_id_idx\` ON \`ad_campaigns_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE TABLE \`ad_creatives\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`campaign_id\` integer NOT NULL,
  	\`format\` text DEFAULT 'image' NOT NULL,
  	\`size\` text DEFAULT 'mediumRect' NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`image_id\` integer,
  	\`alt\` text,
  	\`headline\` text,
  	\`text\` text,
  	\`click_url\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`campaign_id\`) REFERENCES \`ad_campaigns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`ad_creatives_campaign_idx\` ON \`ad_creatives\` (\`campaign_id\`);`)
  await db.run(sql`CREATE INDEX \`ad_creatives_image_idx\` ON \`ad_creatives\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`ad_creatives_updated_at_idx\` ON \`ad_creatives\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ad_creatives_created_at_idx\` ON \`ad_creatives\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`ad_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`campaign_id\` text NOT NULL,
  	\`creative_id\` text NOT NULL,
  	\`position\` text NOT NULL,
  	\`requests\` numeric DEFAULT 0 NOT NULL,
  	\`fills\` numeric DEFAULT 0 NOT NULL,
  	\`viewables\` numeric DEFAULT 0 NOT NULL,
  	\`clicks\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`ad_stats_day_idx\` ON \`ad_stats\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`ad_stats_campaign_id_idx\` ON \`ad_stats\` (\`campaign_id\`);`)
  await db.run(sql`CREATE INDEX \`ad_stats_updated_at_idx\` ON \`ad_stats\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ad_stats_created_at_idx\` ON \`ad_stats\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_campaignId_creativeId_position_idx\` ON \`ad_stats\` (\`day\`,\`campaign_id\`,\`creative_id\`,\`position\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_texts_order_parent\` ON \`site_settings_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`advertising_ad_free\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`advertising_sensitive\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`advertising_cpuv\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`advertising_automatic_ads\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_advertising_ad_free\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_advertising_sensitive\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_advertising_cpuv\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_advertising_automatic_ads\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`categories\` ADD \`ad_free\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`categories\` ADD \`sensitive\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`advertisers_id\` integer REFERENCES advertisers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`ad_campaigns_id\` integer REFERENCES ad_campaigns(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`ad_creatives_id\` integer REFERENCES ad_creatives(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`ad_stats_id\` integer REFERENCES ad_stats(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_advertisers_id_idx\` ON \`payload_locked_documents_rels\` (\`advertisers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ad_campaigns_id_idx\` ON \`payload_locked_documents_rels\` (\`ad_campaigns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ad_creatives_id_idx\` ON \`payload_locked_documents_rels\` (\`ad_creatives_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ad_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`ad_stats_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`advertising_enabled\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`advertising_partner_enabled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`advertising_reinsert_sticky_when_blocked\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`advertisers\`;`)
  await db.run(sql`DROP TABLE \`ad_campaigns_targeting_sections\`;`)
  await db.run(sql`DROP TABLE \`ad_campaigns_targeting_templates\`;`)
  await db.run(sql`DROP TABLE \`ad_campaigns_targeting_devices\`;`)
  await db.run(sql`DROP TABLE \`ad_campaigns_targeting_positions\`;`)
  await db.run(sql`DROP TABLE \`ad_campaigns\`;`)
  await db.run(sql`DROP TABLE \`ad_campaigns_texts\`;`)
  await db.run(sql`DROP TABLE \`ad_campaigns_rels\`;`)
  await db.run(sql`DROP TABLE \`ad_creatives\`;`)
  await db.run(sql`DROP TABLE \`ad_stats\`;`)
  await db.run(sql`DROP TABLE \`site_settings_texts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`articles_id\` integer,
  	\`authors_id\` integer,
  	\`categories_id\` integer,
  	\`diets_id\` integer,
  	\`preamp_assets_id\` integer,
  	\`products_id\` integer,
  	\`recommended_product_sets_id\` integer,
  	\`drugs_id\` integer,
  	\`pharmacy_chains_id\` integer,
  	\`media_id\` integer,
  	\`redirects_id\` integer,
  	\`experiments_id\` integer,
  	\`drivers_id\` integer,
  	\`newsletter_lists_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`commerce_stats_id\` integer,
  	\`driver_stats_id\` integer,
  	\`consent_records_id\` integer,
  	\`readers_id\` integer,
  	\`reader_sessions_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`diets_id\`) REFERENCES \`diets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`preamp_assets_id\`) REFERENCES \`preamp_assets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recommended_product_sets_id\`) REFERENCES \`recommended_product_sets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`drugs_id\`) REFERENCES \`drugs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pharmacy_chains_id\`) REFERENCES \`pharmacy_chains\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`experiments_id\`) REFERENCES \`experiments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`drivers_id\`) REFERENCES \`drivers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_lists_id\`) REFERENCES \`newsletter_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`commerce_stats_id\`) REFERENCES \`commerce_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`driver_stats_id\`) REFERENCES \`driver_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`readers_id\`) REFERENCES \`readers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reader_sessions_id\`) REFERENCES \`reader_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "articles_id", "authors_id", "categories_id", "diets_id", "preamp_assets_id", "products_id", "recommended_product_sets_id", "drugs_id", "pharmacy_chains_id", "media_id", "redirects_id", "experiments_id", "drivers_id", "newsletter_lists_id", "newsletter_subscribers_id", "commerce_stats_id", "driver_stats_id", "consent_records_id", "readers_id", "reader_sessions_id", "users_id") SELECT "id", "order", "parent_id", "path", "articles_id", "authors_id", "categories_id", "diets_id", "preamp_assets_id", "products_id", "recommended_product_sets_id", "drugs_id", "pharmacy_chains_id", "media_id", "redirects_id", "experiments_id", "drivers_id", "newsletter_lists_id", "newsletter_subscribers_id", "commerce_stats_id", "driver_stats_id", "consent_records_id", "readers_id", "reader_sessions_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_authors_id_idx\` ON \`payload_locked_documents_rels\` (\`authors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_diets_id_idx\` ON \`payload_locked_documents_rels\` (\`diets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_preamp_assets_id_idx\` ON \`payload_locked_documents_rels\` (\`preamp_assets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recommended_product_sets_i_idx\` ON \`payload_locked_documents_rels\` (\`recommended_product_sets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_drugs_id_idx\` ON \`payload_locked_documents_rels\` (\`drugs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pharmacy_chains_id_idx\` ON \`payload_locked_documents_rels\` (\`pharmacy_chains_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_experiments_id_idx\` ON \`payload_locked_documents_rels\` (\`experiments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_drivers_id_idx\` ON \`payload_locked_documents_rels\` (\`drivers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_commerce_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`commerce_stats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_driver_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`driver_stats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_readers_id_idx\` ON \`payload_locked_documents_rels\` (\`readers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reader_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`reader_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`advertising_ad_free\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`advertising_sensitive\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`advertising_cpuv\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`advertising_automatic_ads\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_advertising_ad_free\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_advertising_sensitive\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_advertising_cpuv\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_advertising_automatic_ads\`;`)
  await db.run(sql`ALTER TABLE \`categories\` DROP COLUMN \`ad_free\`;`)
  await db.run(sql`ALTER TABLE \`categories\` DROP COLUMN \`sensitive\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`advertising_enabled\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`advertising_partner_enabled\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`advertising_reinsert_sticky_when_blocked\`;`)
}
