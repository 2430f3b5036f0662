import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_articles_review_status" AS ENUM('inProgress', 'readyForReview', 'changesRequested', 'approved');
  CREATE TYPE "public"."enum__articles_v_version_review_status" AS ENUM('inProgress', 'readyForReview', 'changesRequested', 'approved');
  -- A new enum value cannot be used in the transaction that adds it (ADD VALUE + SET DEFAULT 'writer'):
  -- replace the type instead.
  ALTER TYPE "public"."enum_users_role" RENAME TO "enum_users_role_old";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'writer');
  ALTER TABLE "users" ALTER COLUMN "role" DROP DEFAULT;
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::text::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'writer';
  DROP TYPE "public"."enum_users_role_old";
  ALTER TABLE "articles" ADD COLUMN "review_status" "enum_articles_review_status" DEFAULT 'inProgress';
  ALTER TABLE "articles" ADD COLUMN "review_note" varchar;
  ALTER TABLE "articles" ADD COLUMN "medical_review_date" timestamp(3) with time zone;
  ALTER TABLE "_articles_v" ADD COLUMN "version_review_status" "enum__articles_v_version_review_status" DEFAULT 'inProgress';
  ALTER TABLE "_articles_v" ADD COLUMN "version_review_note" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_medical_review_date" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  ALTER TABLE "articles" DROP COLUMN "review_status";
  ALTER TABLE "articles" DROP COLUMN "review_note";
  ALTER TABLE "articles" DROP COLUMN "medical_review_date";
  ALTER TABLE "_articles_v" DROP COLUMN "version_review_status";
  ALTER TABLE "_articles_v" DROP COLUMN "version_review_note";
  ALTER TABLE "_articles_v" DROP COLUMN "version_medical_review_date";
  DROP TYPE "public"."enum_articles_review_status";
  DROP TYPE "public"."enum__articles_v_version_review_status";`)
}
