import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`announcement_bar\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`enabled\` integer DEFAULT false,
  	\`campaign_name\` text,
  	\`headline\` text,
  	\`announcement_text\` text,
  	\`call_to_action_type\` text DEFAULT 'link',
  	\`call_to_action\` text,
  	\`call_to_action_u_r_l\` text,
  	\`open_call_to_action_url_on_same_tab\` integer DEFAULT false,
  	\`background_color\` text DEFAULT '#0b6e5e',
  	\`text_color\` text DEFAULT '#ffffff',
  	\`logo_u_r_ls_mobile\` text,
  	\`logo_u_r_ls_tablet\` text,
  	\`logo_u_r_ls_desktop\` text,
  	\`is_privacy_settings_updated_m_p_d\` integer DEFAULT false,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`articles_rels\` ADD \`articles_id\` integer REFERENCES articles(id);`)
  await db.run(sql`CREATE INDEX \`articles_rels_articles_id_idx\` ON \`articles_rels\` (\`articles_id\`);`)
  await db.run(sql`ALTER TABLE \`_articles_v_rels\` ADD \`articles_id\` integer REFERENCES articles(id);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_articles_id_idx\` ON \`_articles_v_rels\` (\`articles_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`announcement_bar\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_articles_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	\`authors_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles_rels\`("id", "order", "parent_id", "path", "categories_id", "authors_id") SELECT "id", "order", "parent_id", "path", "categories_id", "authors_id" FROM \`articles_rels\`;`)
  await db.run(sql`DROP TABLE \`articles_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles_rels\` RENAME TO \`articles_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`articles_rels_order_idx\` ON \`articles_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_parent_idx\` ON \`articles_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_path_idx\` ON \`articles_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_categories_id_idx\` ON \`articles_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_authors_id_idx\` ON \`articles_rels\` (\`authors_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__articles_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	\`authors_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__articles_v_rels\`("id", "order", "parent_id", "path", "categories_id", "authors_id") SELECT "id", "order", "parent_id", "path", "categories_id", "authors_id" FROM \`_articles_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__articles_v_rels\` RENAME TO \`_articles_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_order_idx\` ON \`_articles_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_parent_idx\` ON \`_articles_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_path_idx\` ON \`_articles_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_categories_id_idx\` ON \`_articles_v_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_authors_id_idx\` ON \`_articles_v_rels\` (\`authors_id\`);`)
}
