import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { copayOffersToDrivers, driversToCopayOffers } from '../copayOffers'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`drivers_feedback_selections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`drivers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`drivers_feedback_selections_order_idx\` ON \`drivers_feedback_selections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`drivers_feedback_selections_parent_id_idx\` ON \`drivers_feedback_selections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`drivers_article_placement\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`drivers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`drivers_article_placement_order_idx\` ON \`drivers_article_placement\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`drivers_article_placement_parent_idx\` ON \`drivers_article_placement\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`drivers_sections\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`drivers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`drivers_sections_order_idx\` ON \`drivers_sections\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`drivers_sections_parent_idx\` ON \`drivers_sections\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`drivers_templates\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`drivers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`drivers_templates_order_idx\` ON \`drivers_templates\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`drivers_templates_parent_idx\` ON \`drivers_templates\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`drivers_devices\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`drivers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`drivers_devices_order_idx\` ON \`drivers_devices\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`drivers_devices_parent_idx\` ON \`drivers_devices\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`drivers_audiences\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`drivers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`drivers_audiences_order_idx\` ON \`drivers_audiences\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`drivers_audiences_parent_idx\` ON \`drivers_audiences\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`drivers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`driver_type\` text DEFAULT 'banner' NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`style\` text,
  	\`brand\` text,
  	\`vendor_name\` text,
  	\`campaign_name\` text,
  	\`headline\` text,
  	\`whisper\` text,
  	\`whisper_color\` text,
  	\`body_copy\` text,
  	\`image_id\` integer,
  	\`vendor_logo_id\` integer,
  	\`rating\` numeric,
  	\`subscriber_number\` numeric,
  	\`auto_open\` integer,
  	\`copay_price\` numeric,
  	\`copay_monthly_price\` numeric,
  	\`call_to_action\` text,
  	\`call_to_action_u_r_l\` text,
  	\`call_to_action_hex_color\` text,
  	\`secondary_cta_text\` text,
  	\`secondary_cta_url\` text,
  	\`apple_href\` text,
  	\`google_href\` text,
  	\`button_teaser\` text,
  	\`button_phone_number\` text,
  	\`newsletter_source\` text,
  	\`is_lead_gen\` integer,
  	\`include_feedback_step\` integer,
  	\`feedback_title\` text,
  	\`feedback_description\` text,
  	\`feedback_call_to_action\` text,
  	\`confirm_title\` text,
  	\`confirm_desc\` text,
  	\`confirm_call_to_action\` text,
  	\`confirm_call_to_action_u_r_l\` text,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`priority\` numeric DEFAULT 50,
  	\`weight\` numeric DEFAULT 1,
  	\`frequency_cap_count\` numeric,
  	\`frequency_cap_days\` numeric,
  	\`product_id\` text,
  	\`product_variant_id\` text,
  	\`sponsor_tracker\` text,
  	\`sponsor_url\` text,
  	\`pixel_tracker\` text,
  	\`ga\` text,
  	\`sailthru_account\` text,
  	\`iterable_account\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`vendor_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`drivers__uuid_idx\` ON \`drivers\` (\`_uuid\`);`)
  await db.run(sql`CREATE INDEX \`drivers_image_idx\` ON \`drivers\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`drivers_vendor_logo_idx\` ON \`drivers\` (\`vendor_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`drivers_updated_at_idx\` ON \`drivers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`drivers_created_at_idx\` ON \`drivers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`drivers_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`drivers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`drivers_texts_order_parent\` ON \`drivers_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`drivers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`newsletter_lists_id\` integer,
  	\`categories_id\` integer,
  	\`drugs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`drivers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_lists_id\`) REFERENCES \`newsletter_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`drugs_id\`) REFERENCES \`drugs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`drivers_rels_order_idx\` ON \`drivers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`drivers_rels_parent_idx\` ON \`drivers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`drivers_rels_path_idx\` ON \`drivers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`drivers_rels_newsletter_lists_id_idx\` ON \`drivers_rels\` (\`newsletter_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`drivers_rels_categories_id_idx\` ON \`drivers_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`drivers_rels_drugs_id_idx\` ON \`drivers_rels\` (\`drugs_id\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_lists\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`list_id\` text NOT NULL,
  	\`k1\` text,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_lists_list_id_idx\` ON \`newsletter_lists\` (\`list_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_lists_updated_at_idx\` ON \`newsletter_lists\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_lists_created_at_idx\` ON \`newsletter_lists\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`source\` text,
  	\`confirm_token_hash\` text,
  	\`unsubscribe_token_hash\` text,
  	\`confirmation_sent_at\` text,
  	\`confirmed_at\` text,
  	\`unsubscribed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_subscribers_email_idx\` ON \`newsletter_subscribers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_confirm_token_hash_idx\` ON \`newsletter_subscribers\` (\`confirm_token_hash\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_unsubscribe_token_hash_idx\` ON \`newsletter_subscribers\` (\`unsubscribe_token_hash\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_updated_at_idx\` ON \`newsletter_subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_created_at_idx\` ON \`newsletter_subscribers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_subscribers_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_texts_order_parent\` ON \`newsletter_subscribers_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`driver_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`driver_id\` text NOT NULL,
  	\`placement\` text NOT NULL,
  	\`fills\` numeric DEFAULT 0 NOT NULL,
  	\`misses\` numeric DEFAULT 0 NOT NULL,
  	\`impressions\` numeric DEFAULT 0 NOT NULL,
  	\`clicks\` numeric DEFAULT 0 NOT NULL,
  	\`signups\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`driver_stats_day_idx\` ON \`driver_stats\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`driver_stats_updated_at_idx\` ON \`driver_stats\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`driver_stats_created_at_idx\` ON \`driver_stats\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_driverId_placement_idx\` ON \`driver_stats\` (\`day\`,\`driver_id\`,\`placement\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`drivers_id\` integer REFERENCES drivers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletter_lists_id\` integer REFERENCES newsletter_lists(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletter_subscribers_id\` integer REFERENCES newsletter_subscribers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`driver_stats_id\` integer REFERENCES driver_stats(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_drivers_id_idx\` ON \`payload_locked_documents_rels\` (\`drivers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_driver_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`driver_stats_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`promotions_mock_drivers\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`promotions_default_newsletter_list_id\` integer REFERENCES newsletter_lists(id);`)
  await db.run(sql`CREATE INDEX \`site_settings_promotions_promotions_default_newsletter_l_idx\` ON \`site_settings\` (\`promotions_default_newsletter_list_id\`);`)
  // Copay offers move off the drug record to copay drivers at drugCopay (issue 17), before their columns go.
  const copay = await copayOffersToDrivers({ db, dialect: 'sqlite' })
  payload.logger.info(`copay offers moved to drivers: ${copay.moved.length}`)
  for (const { drugId, reason } of copay.skipped)
    payload.logger.warn(`copay offer of drug ${drugId} not moved (${reason}); it is dropped with the drug's columns`)
  await db.run(sql`ALTER TABLE \`drugs\` DROP COLUMN \`copay_enabled\`;`)
  await db.run(sql`ALTER TABLE \`drugs\` DROP COLUMN \`copay_title\`;`)
  await db.run(sql`ALTER TABLE \`drugs\` DROP COLUMN \`copay_price\`;`)
  await db.run(sql`ALTER TABLE \`drugs\` DROP COLUMN \`copay_monthly_price\`;`)
  await db.run(sql`ALTER TABLE \`drugs\` DROP COLUMN \`copay_cta_text\`;`)
  await db.run(sql`ALTER TABLE \`drugs\` DROP COLUMN \`copay_cta_url\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The drug's copay columns come back first, and the copay drivers go back into them before their tables go.
  await db.run(sql`ALTER TABLE \`drugs\` ADD \`copay_enabled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`drugs\` ADD \`copay_title\` text;`)
  await db.run(sql`ALTER TABLE \`drugs\` ADD \`copay_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`drugs\` ADD \`copay_monthly_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`drugs\` ADD \`copay_cta_text\` text;`)
  await db.run(sql`ALTER TABLE \`drugs\` ADD \`copay_cta_url\` text;`)
  const restored = await driversToCopayOffers({ db, dialect: 'sqlite' })
  payload.logger.info(`copay drivers moved back onto drugs: ${restored.length}`)
  await db.run(sql`DROP TABLE \`drivers_feedback_selections\`;`)
  await db.run(sql`DROP TABLE \`drivers_article_placement\`;`)
  await db.run(sql`DROP TABLE \`drivers_sections\`;`)
  await db.run(sql`DROP TABLE \`drivers_templates\`;`)
  await db.run(sql`DROP TABLE \`drivers_devices\`;`)
  await db.run(sql`DROP TABLE \`drivers_audiences\`;`)
  await db.run(sql`DROP TABLE \`drivers\`;`)
  await db.run(sql`DROP TABLE \`drivers_texts\`;`)
  await db.run(sql`DROP TABLE \`drivers_rels\`;`)
  await db.run(sql`DROP TABLE \`newsletter_lists\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscribers\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscribers_texts\`;`)
  await db.run(sql`DROP TABLE \`driver_stats\`;`)
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
  	\`commerce_stats_id\` integer,
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
  	FOREIGN KEY (\`commerce_stats_id\`) REFERENCES \`commerce_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "articles_id", "authors_id", "categories_id", "diets_id", "preamp_assets_id", "products_id", "recommended_product_sets_id", "drugs_id", "pharmacy_chains_id", "media_id", "redirects_id", "experiments_id", "commerce_stats_id", "users_id") SELECT "id", "order", "parent_id", "path", "articles_id", "authors_id", "categories_id", "diets_id", "preamp_assets_id", "products_id", "recommended_product_sets_id", "drugs_id", "pharmacy_chains_id", "media_id", "redirects_id", "experiments_id", "commerce_stats_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_commerce_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`commerce_stats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_name\` text DEFAULT 'Wellread' NOT NULL,
  	\`tagline\` text DEFAULT 'Health information you can trust',
  	\`site_host\` text DEFAULT 'wellread.example',
  	\`default_share_image_id\` integer,
  	\`editorial_policy\` text,
  	\`copyright_holder\` text DEFAULT 'Wellread Media',
  	\`privacy_policy\` text,
  	\`commerce_featured_partner_explanation\` text DEFAULT 'Featured Partner: this brand pays for its placement here. Our editors still test every product we feature, and no brand can pay for a positive review.',
  	\`commerce_vetting_page_path\` text DEFAULT '/health/how-we-vet-brands-and-products',
  	\`terms_of_use\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`default_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "site_name", "tagline", "site_host", "default_share_image_id", "editorial_policy", "copyright_holder", "privacy_policy", "commerce_featured_partner_explanation", "commerce_vetting_page_path", "terms_of_use", "updated_at", "created_at") SELECT "id", "site_name", "tagline", "site_host", "default_share_image_id", "editorial_policy", "copyright_holder", "privacy_policy", "commerce_featured_partner_explanation", "commerce_vetting_page_path", "terms_of_use", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_default_share_image_idx\` ON \`site_settings\` (\`default_share_image_id\`);`)
}
