import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`surveys_answers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`surveys\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`surveys_answers_order_idx\` ON \`surveys_answers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`surveys_answers_parent_id_idx\` ON \`surveys_answers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`surveys_sections\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`surveys\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`surveys_sections_order_idx\` ON \`surveys_sections\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`surveys_sections_parent_idx\` ON \`surveys_sections\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`surveys\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`active\` integer DEFAULT false,
  	\`sample_rate\` numeric DEFAULT 20 NOT NULL,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`surveys_updated_at_idx\` ON \`surveys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`surveys_created_at_idx\` ON \`surveys\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`survey_counts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`survey\` numeric NOT NULL,
  	\`answer\` text NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`survey_counts_survey_idx\` ON \`survey_counts\` (\`survey\`);`)
  await db.run(sql`CREATE INDEX \`survey_counts_updated_at_idx\` ON \`survey_counts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`survey_counts_created_at_idx\` ON \`survey_counts\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`survey_answer_idx\` ON \`survey_counts\` (\`survey\`,\`answer\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`surveys_id\` integer REFERENCES surveys(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`survey_counts_id\` integer REFERENCES survey_counts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_surveys_id_idx\` ON \`payload_locked_documents_rels\` (\`surveys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_survey_counts_id_idx\` ON \`payload_locked_documents_rels\` (\`survey_counts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`surveys_answers\`;`)
  await db.run(sql`DROP TABLE \`surveys_sections\`;`)
  await db.run(sql`DROP TABLE \`surveys\`;`)
  await db.run(sql`DROP TABLE \`survey_counts\`;`)
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
  	\`advertisers_id\` integer,
  	\`ad_campaigns_id\` integer,
  	\`ad_creatives_id\` integer,
  	\`commerce_stats_id\` integer,
  	\`driver_stats_id\` integer,
  	\`ad_stats_id\` integer,
  	\`reader_stats_id\` integer,
  	\`audience_stats_id\` integer,
  	\`analytics_events_id\` integer,
  	\`error_groups_id\` integer,
  	\`error_daily_counts_id\` integer,
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
  	FOREIGN KEY (\`advertisers_id\`) REFERENCES \`advertisers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ad_campaigns_id\`) REFERENCES \`ad_campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ad_creatives_id\`) REFERENCES \`ad_creatives\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`commerce_stats_id\`) REFERENCES \`commerce_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`driver_stats_id\`) REFERENCES \`driver_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ad_stats_id\`) REFERENCES \`ad_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reader_stats_id\`) REFERENCES \`reader_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audience_stats_id\`) REFERENCES \`audience_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`analytics_events_id\`) REFERENCES \`analytics_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`error_groups_id\`) REFERENCES \`error_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`error_daily_counts_id\`) REFERENCES \`error_daily_counts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`readers_id\`) REFERENCES \`readers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reader_sessions_id\`) REFERENCES \`reader_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "articles_id", "authors_id", "categories_id", "diets_id", "preamp_assets_id", "products_id", "recommended_product_sets_id", "drugs_id", "pharmacy_chains_id", "media_id", "redirects_id", "experiments_id", "drivers_id", "newsletter_lists_id", "newsletter_subscribers_id", "advertisers_id", "ad_campaigns_id", "ad_creatives_id", "commerce_stats_id", "driver_stats_id", "ad_stats_id", "reader_stats_id", "audience_stats_id", "analytics_events_id", "error_groups_id", "error_daily_counts_id", "consent_records_id", "readers_id", "reader_sessions_id", "users_id") SELECT "id", "order", "parent_id", "path", "articles_id", "authors_id", "categories_id", "diets_id", "preamp_assets_id", "products_id", "recommended_product_sets_id", "drugs_id", "pharmacy_chains_id", "media_id", "redirects_id", "experiments_id", "drivers_id", "newsletter_lists_id", "newsletter_subscribers_id", "advertisers_id", "ad_campaigns_id", "ad_creatives_id", "commerce_stats_id", "driver_stats_id", "ad_stats_id", "reader_stats_id", "audience_stats_id", "analytics_events_id", "error_groups_id", "error_daily_counts_id", "consent_records_id", "readers_id", "reader_sessions_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_advertisers_id_idx\` ON \`payload_locked_documents_rels\` (\`advertisers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ad_campaigns_id_idx\` ON \`payload_locked_documents_rels\` (\`ad_campaigns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ad_creatives_id_idx\` ON \`payload_locked_documents_rels\` (\`ad_creatives_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_commerce_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`commerce_stats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_driver_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`driver_stats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ad_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`ad_stats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reader_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`reader_stats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audience_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`audience_stats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_analytics_events_id_idx\` ON \`payload_locked_documents_rels\` (\`analytics_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_error_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`error_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_error_daily_counts_id_idx\` ON \`payload_locked_documents_rels\` (\`error_daily_counts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_readers_id_idx\` ON \`payload_locked_documents_rels\` (\`readers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reader_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`reader_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
