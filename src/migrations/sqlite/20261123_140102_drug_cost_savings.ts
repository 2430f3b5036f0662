import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`drug_quantities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`display\` text NOT NULL,
  	\`value\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`drug_dosages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`drug_quantities_order_idx\` ON \`drug_quantities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`drug_quantities_parent_id_idx\` ON \`drug_quantities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`drug_dosages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`dosage\` text NOT NULL,
  	\`formulation_id\` text NOT NULL,
  	\`msrp\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`drug_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`drug_dosages_order_idx\` ON \`drug_dosages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`drug_dosages_parent_id_idx\` ON \`drug_dosages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`drug_dosages_formulation_id_idx\` ON \`drug_dosages\` (\`formulation_id\`);`)
  await db.run(sql`CREATE TABLE \`drug_forms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`drug_manufacturers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`drug_forms_order_idx\` ON \`drug_forms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`drug_forms_parent_id_idx\` ON \`drug_forms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`drug_manufacturers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`drug_type\` text DEFAULT 'generic' NOT NULL,
  	\`drug_slug\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`drugs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`drug_manufacturers_order_idx\` ON \`drug_manufacturers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`drug_manufacturers_parent_id_idx\` ON \`drug_manufacturers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`drugs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`default_selection_formulation_id\` text,
  	\`default_selection_quantity\` numeric,
  	\`copay_enabled\` integer DEFAULT false,
  	\`copay_title\` text,
  	\`copay_price\` numeric,
  	\`copay_monthly_price\` numeric,
  	\`copay_cta_text\` text,
  	\`copay_cta_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`drugs_slug_idx\` ON \`drugs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`drugs_updated_at_idx\` ON \`drugs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`drugs_created_at_idx\` ON \`drugs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`pharmacy_chains\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`chain_id\` text NOT NULL,
  	\`logo_id\` integer NOT NULL,
  	\`fictional\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pharmacy_chains_chain_id_idx\` ON \`pharmacy_chains\` (\`chain_id\`);`)
  await db.run(sql`CREATE INDEX \`pharmacy_chains_logo_idx\` ON \`pharmacy_chains\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`pharmacy_chains_updated_at_idx\` ON \`pharmacy_chains\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pharmacy_chains_created_at_idx\` ON \`pharmacy_chains\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`drugs_id\` integer REFERENCES drugs(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`pharmacy_chains_id\` integer REFERENCES pharmacy_chains(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_drugs_id_idx\` ON \`payload_locked_documents_rels\` (\`drugs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pharmacy_chains_id_idx\` ON \`payload_locked_documents_rels\` (\`pharmacy_chains_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`drug_quantities\`;`)
  await db.run(sql`DROP TABLE \`drug_dosages\`;`)
  await db.run(sql`DROP TABLE \`drug_forms\`;`)
  await db.run(sql`DROP TABLE \`drug_manufacturers\`;`)
  await db.run(sql`DROP TABLE \`drugs\`;`)
  await db.run(sql`DROP TABLE \`pharmacy_chains\`;`)
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
  	\`recommended_product_sets_id\` integer,
  	\`media_id\` integer,
  	\`redirects_id\` integer,
  	\`experiments_id\` integer,
  	\`commerce_stats_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recommended_product_sets_id\`) REFERENCES \`recommended_product_sets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`experiments_id\`) REFERENCES \`experiments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`commerce_stats_id\`) REFERENCES \`commerce_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "articles_id", "authors_id", "categories_id", "products_id", "recommended_product_sets_id", "media_id", "redirects_id", "experiments_id", "commerce_stats_id", "users_id") SELECT "id", "order", "parent_id", "path", "articles_id", "authors_id", "categories_id", "products_id", "recommended_product_sets_id", "media_id", "redirects_id", "experiments_id", "commerce_stats_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recommended_product_sets_i_idx\` ON \`payload_locked_documents_rels\` (\`recommended_product_sets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_experiments_id_idx\` ON \`payload_locked_documents_rels\` (\`experiments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_commerce_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`commerce_stats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
