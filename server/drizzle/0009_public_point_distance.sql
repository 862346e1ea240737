DROP INDEX IF EXISTS "advertisers_earth_idx";--> statement-breakpoint
CREATE INDEX "advertisers_earth_idx" ON "advertisers" USING gist (ll_to_earth(round("advertisers"."latitude" * 100) / 100, round("advertisers"."longitude" * 100) / 100)) WHERE "advertisers"."latitude" is not null and "advertisers"."longitude" is not null and "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null;
--> statement-breakpoint
CREATE INDEX "advertisers_recent_idx" ON "advertisers" USING btree ("updated_at" DESC, "id" DESC) WHERE "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "advertisers_featured_idx" ON "advertisers" USING btree ("featured_until") WHERE "advertisers"."featured_until" is not null and "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null;--> statement-breakpoint
DROP INDEX IF EXISTS "advertisers_rank_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "advertisers_city_idx";--> statement-breakpoint
CREATE INDEX "advertisers_city_recent_idx" ON "advertisers" USING btree (lower("city"), "updated_at" DESC, "id" DESC) WHERE "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null;--> statement-breakpoint
CREATE TABLE "catalogue_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "catalogue_count_advert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_visible boolean := false;
  was_located boolean := false;
  now_visible boolean := false;
  now_located boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    was_visible := OLD.role = 'advertiser' AND OLD.email_verified_at IS NOT NULL AND OLD.activated_at IS NOT NULL AND OLD.suspended_at IS NULL;
    was_located := was_visible AND OLD.latitude IS NOT NULL AND OLD.longitude IS NOT NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    now_visible := NEW.role = 'advertiser' AND NEW.email_verified_at IS NOT NULL AND NEW.activated_at IS NOT NULL AND NEW.suspended_at IS NULL;
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
CREATE FUNCTION "catalogue_count_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_counts SET total = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "advertisers_count_insert" AFTER INSERT ON "advertisers" FOR EACH ROW
  WHEN (NEW.role = 'advertiser' AND NEW.email_verified_at IS NOT NULL AND NEW.activated_at IS NOT NULL AND NEW.suspended_at IS NULL)
  EXECUTE FUNCTION "catalogue_count_advert"();--> statement-breakpoint
CREATE TRIGGER "advertisers_count_delete" AFTER DELETE ON "advertisers" FOR EACH ROW
  WHEN (OLD.role = 'advertiser' AND OLD.email_verified_at IS NOT NULL AND OLD.activated_at IS NOT NULL AND OLD.suspended_at IS NULL)
  EXECUTE FUNCTION "catalogue_count_advert"();--> statement-breakpoint
CREATE TRIGGER "advertisers_count_update" AFTER UPDATE ON "advertisers" FOR EACH ROW
  WHEN ((OLD.role, OLD.email_verified_at IS NULL, OLD.activated_at IS NULL, OLD.suspended_at IS NULL, OLD.latitude IS NULL, OLD.longitude IS NULL)
    IS DISTINCT FROM (NEW.role, NEW.email_verified_at IS NULL, NEW.activated_at IS NULL, NEW.suspended_at IS NULL, NEW.latitude IS NULL, NEW.longitude IS NULL))
  EXECUTE FUNCTION "catalogue_count_advert"();--> statement-breakpoint
CREATE TRIGGER "advertisers_count_truncate" AFTER TRUNCATE ON "advertisers" FOR EACH STATEMENT
  EXECUTE FUNCTION "catalogue_count_reset"();--> statement-breakpoint
INSERT INTO "catalogue_counts" ("name", "total")
  SELECT 'visible', count(*) FROM "advertisers" WHERE "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null
  UNION ALL
  SELECT 'located', count(*) FROM "advertisers" WHERE "advertisers"."latitude" is not null and "advertisers"."longitude" is not null and "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null;--> statement-breakpoint
ANALYZE "advertisers";
