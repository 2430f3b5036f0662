import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_announcement_bar_call_to_action_type" AS ENUM('link', 'button');
  CREATE TABLE "announcement_bar" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT false,
  	"campaign_name" varchar,
  	"headline" varchar,
  	"announcement_text" varchar,
  	"call_to_action_type" "enum_announcement_bar_call_to_action_type" DEFAULT 'link',
  	"call_to_action" varchar,
  	"call_to_action_u_r_l" varchar,
  	"open_call_to_action_url_on_same_tab" boolean DEFAULT false,
  	"background_color" varchar DEFAULT '#0b6e5e',
  	"text_color" varchar DEFAULT '#ffffff',
  	"logo_u_r_ls_mobile" varchar,
  	"logo_u_r_ls_tablet" varchar,
  	"logo_u_r_ls_desktop" varchar,
  	"is_privacy_settings_updated_m_p_d" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "articles_rels" ADD COLUMN "articles_id" integer;
  ALTER TABLE "_articles_v_rels" ADD COLUMN "articles_id" integer;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "articles_rels_articles_id_idx" ON "articles_rels" USING btree ("articles_id");
  CREATE INDEX "_articles_v_rels_articles_id_idx" ON "_articles_v_rels" USING btree ("articles_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "announcement_bar" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "announcement_bar" CASCADE;
  ALTER TABLE "articles_rels" DROP CONSTRAINT "articles_rels_articles_fk";
  
  ALTER TABLE "_articles_v_rels" DROP CONSTRAINT "_articles_v_rels_articles_fk";
  
  DROP INDEX "articles_rels_articles_id_idx";
  DROP INDEX "_articles_v_rels_articles_id_idx";
  ALTER TABLE "articles_rels" DROP COLUMN "articles_id";
  ALTER TABLE "_articles_v_rels" DROP COLUMN "articles_id";
  DROP TYPE "public"."enum_announcement_bar_call_to_action_type";`)
}
