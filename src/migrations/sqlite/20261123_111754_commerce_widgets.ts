import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`recommended_product_sets_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`recommended_product_sets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`recommended_product_sets_pages_order_idx\` ON \`recommended_product_sets_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`recommended_product_sets_pages_parent_id_idx\` ON \`recommended_product_sets_pages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`recommended_product_sets_related_articles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`article_id\` integer,
  	\`path\` text,
  	\`title\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`recommended_product_sets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`recommended_product_sets_related_articles_order_idx\` ON \`recommended_product_sets_related_articles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`recommended_product_sets_related_articles_parent_id_idx\` ON \`recommended_product_sets_related_articles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`recommended_product_sets_related_articles_article_idx\` ON \`recommended_product_sets_related_articles\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`recommended_product_sets_related_articles_image_idx\` ON \`recommended_product_sets_related_articles\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`recommended_product_sets_other_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	\`short_heading\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`recommended_product_sets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`recommended_product_sets_other_pages_order_idx\` ON \`recommended_product_sets_other_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`recommended_product_sets_other_pages_parent_id_idx\` ON \`recommended_product_sets_other_pages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`recommended_product_sets\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`block_title\` text,
  	\`main_image_id\` integer,
  	\`short_heading\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`main_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`recommended_product_sets_main_image_idx\` ON \`recommended_product_sets\` (\`main_image_id\`);`)
  await db.run(sql`CREATE INDEX \`recommended_product_sets_updated_at_idx\` ON \`recommended_product_sets\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`recommended_product_sets_created_at_idx\` ON \`recommended_product_sets\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`experiments_variants\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`share\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`experiments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_variants_order_idx\` ON \`experiments_variants\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`experiments_variants_parent_id_idx\` ON \`experiments_variants\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`experiments_paths\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`experiments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_paths_order_idx\` ON \`experiments_paths\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`experiments_paths_parent_id_idx\` ON \`experiments_paths\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`experiments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`key\` text NOT NULL,
  	\`active\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`experiments_key_idx\` ON \`experiments\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`experiments_updated_at_idx\` ON \`experiments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`experiments_created_at_idx\` ON \`experiments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`commerce_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`article_path\` text NOT NULL,
  	\`product_id\` text NOT NULL,
  	\`position\` numeric NOT NULL,
  	\`impressions\` numeric DEFAULT 0 NOT NULL,
  	\`clicks\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`commerce_stats_day_idx\` ON \`commerce_stats\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`commerce_stats_updated_at_idx\` ON \`commerce_stats\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`commerce_stats_created_at_idx\` ON \`commerce_stats\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_articlePath_productId_position_idx\` ON \`commerce_stats\` (\`day\`,\`article_path\`,\`product_id\`,\`position\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_commerce_affiliate_partners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`domain\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_commerce_affiliate_partners_order_idx\` ON \`site_settings_commerce_affiliate_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_commerce_affiliate_partners_parent_id_idx\` ON \`site_settings_commerce_affiliate_partners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_commerce_click_tracking_hosts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`host\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_commerce_click_tracking_hosts_order_idx\` ON \`site_settings_commerce_click_tracking_hosts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_commerce_click_tracking_hosts_parent_id_idx\` ON \`site_settings_commerce_click_tracking_hosts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_commerce_rating_row_hidden_paths\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_commerce_rating_row_hidden_paths_order_idx\` ON \`site_settings_commerce_rating_row_hidden_paths\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_commerce_rating_row_hidden_paths_parent_id_idx\` ON \`site_settings_commerce_rating_row_hidden_paths\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_commerce_carousel_titles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	\`title\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_commerce_carousel_titles_order_idx\` ON \`site_settings_commerce_carousel_titles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_commerce_carousel_titles_parent_id_idx\` ON \`site_settings_commerce_carousel_titles\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`recommended_product_sets_id\` integer REFERENCES recommended_product_sets(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`experiments_id\` integer REFERENCES experiments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`commerce_stats_id\` integer REFERENCES commerce_stats(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recommended_product_sets_i_idx\` ON \`payload_locked_documents_rels\` (\`recommended_product_sets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_experiments_id_idx\` ON \`payload_locked_documents_rels\` (\`experiments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_commerce_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`commerce_stats_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`commerce_featured_partner_explanation\` text DEFAULT 'Featured Partner: this brand pays for its placement here. Our editors still test every product we feature, and no brand can pay for a positive review.';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`commerce_vetting_page_path\` text DEFAULT '/health/how-we-vet-brands-and-products';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`recommended_product_sets_pages\`;`)
  await db.run(sql`DROP TABLE \`recommended_product_sets_related_articles\`;`)
  await db.run(sql`DROP TABLE \`recommended_product_sets_other_pages\`;`)
  await db.run(sql`DROP TABLE \`recommended_product_sets\`;`)
  await db.run(sql`DROP TABLE \`experiments_variants\`;`)
  await db.run(sql`DROP TABLE \`experiments_paths\`;`)
  await db.run(sql`DROP TABLE \`experiments\`;`)
  await db.run(sql`DROP TABLE \`commerce_stats\`;`)
  await db.run(sql`DROP TABLE \`site_settings_commerce_affiliate_partners\`;`)
  await db.run(sql`DROP TABLE \`site_settings_commerce_click_tracking_hosts\`;`)
  await db.run(sql`DROP TABLE \`site_settings_commerce_rating_row_hidden_paths\`;`)
  await db.run(sql`DROP TABLE \`site_settings_commerce_carousel_titles\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`articles_id\` integer,
  	\`authors_id\` integer,
  	\`categories_id\` integer,
  	\`products_id\` integer,
  	\`media_id\` integer,
  	\`redirects_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "articles_id", "authors_id", "categories_id", "products_id", "media_id", "redirects_id", "users_id") SELECT "id", "order", "parent_id", "path", "articles_id", "authors_id", "categories_id", "products_id", "media_id", "redirects_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_authors_id_idx\` ON \`payload_locked_documents_rels\` (\`authors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`commerce_featured_partner_explanation\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`commerce_vetting_page_path\`;`)
}
