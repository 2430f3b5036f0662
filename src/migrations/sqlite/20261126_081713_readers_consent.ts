import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`consent_records\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`outcome\` text NOT NULL,
  	\`analytics\` integer DEFAULT false,
  	\`advertising\` integer DEFAULT false,
  	\`personalisation\` integer DEFAULT false,
  	\`gpc\` integer DEFAULT false,
  	\`source\` text NOT NULL,
  	\`policy_version\` numeric NOT NULL,
  	\`tcf_policy_version\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_records_outcome_idx\` ON \`consent_records\` (\`outcome\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_policy_version_idx\` ON \`consent_records\` (\`policy_version\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_updated_at_idx\` ON \`consent_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_created_at_idx\` ON \`consent_records\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`readers_site_flags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`site\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`status\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`readers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`readers_site_flags_order_idx\` ON \`readers_site_flags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`readers_site_flags_parent_id_idx\` ON \`readers_site_flags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`readers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`email\` text,
  	\`phone_number\` text,
  	\`rvo_id\` text NOT NULL,
  	\`hs_id\` text,
  	\`member_since\` text NOT NULL,
  	\`last_sign_in_at\` text,
  	\`auth_provider\` text NOT NULL,
  	\`provider_subject\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`readers_email_idx\` ON \`readers\` (\`email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`readers_rvo_id_idx\` ON \`readers\` (\`rvo_id\`);`)
  await db.run(sql`CREATE INDEX \`readers_updated_at_idx\` ON \`readers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`readers_created_at_idx\` ON \`readers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`authProvider_providerSubject_idx\` ON \`readers\` (\`auth_provider\`,\`provider_subject\`);`)
  await db.run(sql`CREATE TABLE \`reader_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reader_id\` integer NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`provider\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`last_seen_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`reader_id\`) REFERENCES \`readers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`reader_sessions_reader_idx\` ON \`reader_sessions\` (\`reader_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`reader_sessions_token_hash_idx\` ON \`reader_sessions\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`reader_sessions_expires_at_idx\` ON \`reader_sessions\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`reader_sessions_updated_at_idx\` ON \`reader_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reader_sessions_created_at_idx\` ON \`reader_sessions\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`consent_records_id\` integer REFERENCES consent_records(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`readers_id\` integer REFERENCES readers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`reader_sessions_id\` integer REFERENCES reader_sessions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_readers_id_idx\` ON \`payload_locked_documents_rels\` (\`readers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reader_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`reader_sessions_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`privacy_policy_version\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`privacy_tcf_policy_version\` numeric DEFAULT 5;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`privacy_what_changed\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`consent_records\`;`)
  await db.run(sql`DROP TABLE \`readers_site_flags\`;`)
  await db.run(sql`DROP TABLE \`readers\`;`)
  await db.run(sql`DROP TABLE \`reader_sessions\`;`)
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "articles_id", "authors_id", "categories_id", "diets_id", "preamp_assets_id", "products_id", "recommended_product_sets_id", "drugs_id", "pharmacy_chains_id", "media_id", "redirects_id", "experiments_id", "drivers_id", "newsletter_lists_id", "newsletter_subscribers_id", "commerce_stats_id", "driver_stats_id", "users_id") SELECT "id", "order", "parent_id", "path", "articles_id", "authors_id", "categories_id", "diets_id", "preamp_assets_id", "products_id", "recommended_product_sets_id", "drugs_id", "pharmacy_chains_id", "media_id", "redirects_id", "experiments_id", "drivers_id", "newsletter_lists_id", "newsletter_subscribers_id", "commerce_stats_id", "driver_stats_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`privacy_policy_version\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`privacy_tcf_policy_version\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`privacy_what_changed\`;`)
}
