ALTER TABLE "advertisers" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advertisers" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advertisers" ADD COLUMN "review_rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advertisers" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "advertisers" ADD COLUMN "photo_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "advertisers" SET "reviewed_at" = now() WHERE "role" = 'advertiser';--> statement-breakpoint
UPDATE "media" SET "reviewed_at" = now();--> statement-breakpoint
CREATE TABLE "photo_verifications" (
	"advertiser_id" integer PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"status" text NOT NULL,
	"selfie_key" text,
	"selfie_width" integer,
	"selfie_height" integer,
	"selfie_variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" integer
);
--> statement-breakpoint
ALTER TABLE "photo_verifications" ADD CONSTRAINT "photo_verifications_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_verifications" ADD CONSTRAINT "photo_verifications_decided_by_advertisers_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."advertisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_verifications_queue_idx" ON "photo_verifications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "photo_verifications_selfie_key_key" ON "photo_verifications" USING btree ("selfie_key");--> statement-breakpoint
CREATE INDEX "advertisers_review_queue_idx" ON "advertisers" USING btree ("created_at") WHERE "advertisers"."role" = 'advertiser' and ("advertisers"."reviewed_at" is null or "advertisers"."held_at" is not null);--> statement-breakpoint
CREATE INDEX "media_review_queue_idx" ON "media" USING btree ("advertiser_id") WHERE "media"."reviewed_at" is null;--> statement-breakpoint
DROP INDEX IF EXISTS "advertisers_listing_idx";--> statement-breakpoint
CREATE INDEX "advertisers_listing_idx" ON "advertisers" USING btree ("package_until" DESC NULLS LAST,"featured_until" DESC NULLS LAST,"updated_at" DESC NULLS LAST) WHERE "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null and "advertisers"."held_at" is null;--> statement-breakpoint
DROP INDEX IF EXISTS "advertisers_located_idx";--> statement-breakpoint
CREATE INDEX "advertisers_located_idx" ON "advertisers" USING btree ("id") WHERE "advertisers"."latitude" is not null and "advertisers"."longitude" is not null and "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null and "advertisers"."held_at" is null;--> statement-breakpoint
DROP INDEX IF EXISTS "advertisers_earth_idx";--> statement-breakpoint
CREATE INDEX "advertisers_earth_idx" ON "advertisers" USING gist (ll_to_earth(round("advertisers"."latitude" * 100) / 100, round("advertisers"."longitude" * 100) / 100)) WHERE "advertisers"."latitude" is not null and "advertisers"."longitude" is not null and "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null and "advertisers"."held_at" is null;--> statement-breakpoint
DROP INDEX IF EXISTS "advertisers_recent_idx";--> statement-breakpoint
CREATE INDEX "advertisers_recent_idx" ON "advertisers" USING btree ("updated_at" DESC, "id" DESC) INCLUDE ("package_until", "featured_until", "sex", "age", "available_until") WHERE "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null and "advertisers"."held_at" is null;--> statement-breakpoint
DROP INDEX IF EXISTS "advertisers_featured_idx";--> statement-breakpoint
CREATE INDEX "advertisers_featured_idx" ON "advertisers" USING btree ("featured_until") INCLUDE ("package_until", "updated_at", "id") WHERE "advertisers"."featured_until" is not null and "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null and "advertisers"."held_at" is null;--> statement-breakpoint
DROP INDEX IF EXISTS "advertisers_city_recent_idx";--> statement-breakpoint
CREATE INDEX "advertisers_city_recent_idx" ON "advertisers" USING btree (lower("city"), "updated_at" DESC, "id" DESC) INCLUDE ("city", "sex", "package_until", "featured_until") WHERE "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null and "advertisers"."held_at" is null;--> statement-breakpoint
DROP INDEX IF EXISTS "advertisers_city_sex_recent_idx";--> statement-breakpoint
CREATE INDEX "advertisers_city_sex_recent_idx" ON "advertisers" USING btree (lower("city"), "sex", "updated_at" DESC, "id" DESC) INCLUDE ("city", "package_until", "featured_until") WHERE "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null and "advertisers"."held_at" is null;--> statement-breakpoint
DROP INDEX IF EXISTS "advertisers_available_idx";--> statement-breakpoint
CREATE INDEX "advertisers_available_idx" ON "advertisers" USING btree ("available_until") WHERE "advertisers"."available_until" is not null and "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null and "advertisers"."held_at" is null;--> statement-breakpoint
CREATE INDEX "advertisers_photo_verified_idx" ON "advertisers" USING btree ("updated_at" DESC, "id" DESC) WHERE "advertisers"."photo_verified_at" is not null and "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null and "advertisers"."held_at" is null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalogue_count_advert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_visible boolean := false;
  was_located boolean := false;
  now_visible boolean := false;
  now_located boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    was_visible := OLD.role = 'advertiser' AND OLD.email_verified_at IS NOT NULL AND OLD.activated_at IS NOT NULL AND OLD.suspended_at IS NULL AND OLD.held_at IS NULL;
    was_located := was_visible AND OLD.latitude IS NOT NULL AND OLD.longitude IS NOT NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    now_visible := NEW.role = 'advertiser' AND NEW.email_verified_at IS NOT NULL AND NEW.activated_at IS NOT NULL AND NEW.suspended_at IS NULL AND NEW.held_at IS NULL;
    now_located := now_visible AND NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL;
  END IF;
  IF now_visible <> was_visible THEN
    UPDATE catalogue_counts SET total = total + CASE WHEN now_visible THEN 1 ELSE -1 END WHERE name = 'visible';
  END IF;
  IF now_located <> was_located THEN
    UPDATE catalogue_counts SET total = total + CASE WHEN now_located THEN 1 ELSE -1 END WHERE name = 'located';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "advertisers_count_insert" ON "advertisers";--> statement-breakpoint
DROP TRIGGER IF EXISTS "advertisers_count_delete" ON "advertisers";--> statement-breakpoint
DROP TRIGGER IF EXISTS "advertisers_count_update" ON "advertisers";--> statement-breakpoint
CREATE TRIGGER "advertisers_count_insert" AFTER INSERT ON "advertisers" FOR EACH ROW
  WHEN (NEW.role = 'advertiser' AND NEW.email_verified_at IS NOT NULL AND NEW.activated_at IS NOT NULL AND NEW.suspended_at IS NULL AND NEW.held_at IS NULL)
  EXECUTE FUNCTION "catalogue_count_advert"();--> statement-breakpoint
CREATE TRIGGER "advertisers_count_delete" AFTER DELETE ON "advertisers" FOR EACH ROW
  WHEN (OLD.role = 'advertiser' AND OLD.email_verified_at IS NOT NULL AND OLD.activated_at IS NOT NULL AND OLD.suspended_at IS NULL AND OLD.held_at IS NULL)
  EXECUTE FUNCTION "catalogue_count_advert"();--> statement-breakpoint
CREATE TRIGGER "advertisers_count_update" AFTER UPDATE ON "advertisers" FOR EACH ROW
  WHEN ((OLD.role, OLD.email_verified_at IS NULL, OLD.activated_at IS NULL, OLD.suspended_at IS NULL, OLD.held_at IS NULL, OLD.latitude IS NULL, OLD.longitude IS NULL)
    IS DISTINCT FROM (NEW.role, NEW.email_verified_at IS NULL, NEW.activated_at IS NULL, NEW.suspended_at IS NULL, NEW.held_at IS NULL, NEW.latitude IS NULL, NEW.longitude IS NULL))
  EXECUTE FUNCTION "catalogue_count_advert"();--> statement-breakpoint
ANALYZE "advertisers";
