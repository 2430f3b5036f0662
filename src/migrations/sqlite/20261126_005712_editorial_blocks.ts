import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`preamp_assets\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`kind\` text DEFAULT 'decisionList' NOT NULL,
  	\`decision_list_title\` text,
  	\`decision_list_main_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`decision_list_main_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`preamp_assets_decision_list_decision_list_main_image_idx\` ON \`preamp_assets\` (\`decision_list_main_image_id\`);`)
  await db.run(sql`CREATE INDEX \`preamp_assets_updated_at_idx\` ON \`preamp_assets\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`preamp_assets_created_at_idx\` ON \`preamp_assets\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`preamp_assets_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`articles_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`preamp_assets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`preamp_assets_rels_order_idx\` ON \`preamp_assets_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`preamp_assets_rels_parent_idx\` ON \`preamp_assets_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`preamp_assets_rels_path_idx\` ON \`preamp_assets_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`preamp_assets_rels_articles_id_idx\` ON \`preamp_assets_rels\` (\`articles_id\`);`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`preamp_asset_id\` integer REFERENCES preamp_assets(id);`)
  await db.run(sql`CREATE INDEX \`articles_preamp_asset_idx\` ON \`articles\` (\`preamp_asset_id\`);`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_preamp_asset_id\` integer REFERENCES preamp_assets(id);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_preamp_asset_idx\` ON \`_articles_v\` (\`version_preamp_asset_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`preamp_assets_id\` integer REFERENCES preamp_assets(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_preamp_assets_id_idx\` ON \`payload_locked_documents_rels\` (\`preamp_assets_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`preamp_assets\`;`)
  await db.run(sql`DROP TABLE \`preamp_assets_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`summary\` text,
  	\`hero_image_id\` integer,
  	\`body\` text,
  	\`slug\` text,
  	\`section\` text DEFAULT 'health',
  	\`template\` text DEFAULT 'article',
  	\`medical_reviewer_id\` integer,
  	\`sponsored\` integer DEFAULT false,
  	\`published_date\` text,
  	\`review_status\` text DEFAULT 'inProgress',
  	\`review_note\` text,
  	\`medical_review_date\` text,
  	\`updated_date\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`medical_reviewer_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles\`("id", "title", "summary", "hero_image_id", "body", "slug", "section", "template", "medical_reviewer_id", "sponsored", "published_date", "review_status", "review_note", "medical_review_date", "updated_date", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "title", "summary", "hero_image_id", "body", "slug", "section", "template", "medical_reviewer_id", "sponsored", "published_date", "review_status", "review_note", "medical_review_date", "updated_date", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "_status" FROM \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles\` RENAME TO \`articles\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`articles_hero_image_idx\` ON \`articles\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_medical_reviewer_idx\` ON \`articles\` (\`medical_reviewer_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_meta_meta_image_idx\` ON \`articles\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`section_slug_idx\` ON \`articles\` (\`section\`,\`slug\`);`)
  await db.run(sql`CREATE TABLE \`__new__articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_hero_image_id\` integer,
  	\`version_body\` text,
  	\`version_slug\` text,
  	\`version_section\` text DEFAULT 'health',
  	\`version_template\` text DEFAULT 'article',
  	\`version_medical_reviewer_id\` integer,
  	\`version_sponsored\` integer DEFAULT false,
  	\`version_published_date\` text,
  	\`version_review_status\` text DEFAULT 'inProgress',
  	\`version_review_note\` text,
  	\`version_medical_review_date\` text,
  	\`version_updated_date\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_medical_reviewer_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__articles_v\`("id", "parent_id", "version_title", "version_summary", "version_hero_image_id", "version_body", "version_slug", "version_section", "version_template", "version_medical_reviewer_id", "version_sponsored", "version_published_date", "version_review_status", "version_review_note", "version_medical_review_date", "version_updated_date", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_summary", "version_hero_image_id", "version_body", "version_slug", "version_section", "version_template", "version_medical_reviewer_id", "version_sponsored", "version_published_date", "version_review_status", "version_review_note", "version_medical_review_date", "version_updated_date", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__articles_v\` RENAME TO \`_articles_v\`;`)
  await db.run(sql`CREATE INDEX \`_articles_v_parent_idx\` ON \`_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_hero_image_idx\` ON \`_articles_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_slug_idx\` ON \`_articles_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_medical_reviewer_idx\` ON \`_articles_v\` (\`version_medical_reviewer_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_meta_version_meta_image_idx\` ON \`_articles_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_updated_at_idx\` ON \`_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_created_at_idx\` ON \`_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version__status_idx\` ON \`_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_created_at_idx\` ON \`_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_updated_at_idx\` ON \`_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_latest_idx\` ON \`_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_autosave_idx\` ON \`_articles_v\` (\`autosave\`);`)
  await db.run(sql`CREATE INDEX \`version_section_version_slug_idx\` ON \`_articles_v\` (\`version_section\`,\`version_slug\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`articles_id\` integer,
  	\`authors_id\` integer,
  	\`categories_id\` integer,
  	\`diets_id\` integer,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "articles_id", "authors_id", "categories_id", "diets_id", "products_id", "recommended_product_sets_id", "drugs_id", "pharmacy_chains_id", "media_id", "redirects_id", "experiments_id", "commerce_stats_id", "users_id") SELECT "id", "order", "parent_id", "path", "articles_id", "authors_id", "categories_id", "diets_id", "products_id", "recommended_product_sets_id", "drugs_id", "pharmacy_chains_id", "media_id", "redirects_id", "experiments_id", "commerce_stats_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_authors_id_idx\` ON \`payload_locked_documents_rels\` (\`authors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_diets_id_idx\` ON \`payload_locked_documents_rels\` (\`diets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recommended_product_sets_i_idx\` ON \`payload_locked_documents_rels\` (\`recommended_product_sets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_drugs_id_idx\` ON \`payload_locked_documents_rels\` (\`drugs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pharmacy_chains_id_idx\` ON \`payload_locked_documents_rels\` (\`pharmacy_chains_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_experiments_id_idx\` ON \`payload_locked_documents_rels\` (\`experiments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_commerce_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`commerce_stats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
