-- A paused advert is left out of every public list by its pause columns, which none of the tier indexes
-- held: each walk fetched every candidate row to test them, and the validated-and-featured tier took the
-- package_until index instead, read every featured advert with a package and sorted them for each page
-- (10 611 rows and 10 ms at 1 000 000 adverts, for every first page of search, normal and featured).
-- The walks carry paused_at and paused_until in INCLUDE, so a tier is tested on index entries only, and
-- the package_until index goes: no list is ordered by it, and the planner's guess of its few matching rows
-- (it multiplies the package and featuring odds as if they were unrelated) is what made it look cheap.
-- A featured tier with few or no adverts (featured without a package) walks every featured advert: that
-- index also holds what the search filters test (photo verified, postcode, place text; a few per cent of
-- the adverts, so a few hundred kilobytes at 1 000 000), so the walk never fetches a row.
-- The catalogue lives in memory or on SSD, where a random page costs about what a sequential one does:
-- at PostgreSQL's default of 4 the planner preferred reading a trigram index for every advert of a big
-- town (59 000 entries, 31 ms at 100 000 adverts) over walking the thousand featured adverts newest first.
-- 1.1 is the usual setting for such storage. A role that may not alter its database keeps the default.
DROP INDEX IF EXISTS "advertisers_listing_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "advertisers_recent_idx";--> statement-breakpoint
CREATE INDEX "advertisers_recent_idx" ON "advertisers" USING btree ("updated_at" DESC, "id" DESC) INCLUDE ("package_until", "featured_until", "sex", "age", "available_until", "paused_at", "paused_until") WHERE "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null and "advertisers"."held_at" is null;--> statement-breakpoint
DROP INDEX IF EXISTS "advertisers_featured_recent_idx";--> statement-breakpoint
CREATE INDEX "advertisers_featured_recent_idx" ON "advertisers" USING btree ("updated_at" DESC, "id" DESC) INCLUDE ("package_until", "featured_until", "sex", "age", "available_until", "paused_at", "paused_until", "photo_verified_at", "zip_code", "search_text") WHERE "advertisers"."featured_until" is not null and "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null and "advertisers"."held_at" is null;--> statement-breakpoint
DROP INDEX IF EXISTS "advertisers_city_recent_idx";--> statement-breakpoint
CREATE INDEX "advertisers_city_recent_idx" ON "advertisers" USING btree (lower("city"), "updated_at" DESC, "id" DESC) INCLUDE ("city", "sex", "package_until", "featured_until", "paused_at", "paused_until") WHERE "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null and "advertisers"."held_at" is null;--> statement-breakpoint
DROP INDEX IF EXISTS "advertisers_city_sex_recent_idx";--> statement-breakpoint
CREATE INDEX "advertisers_city_sex_recent_idx" ON "advertisers" USING btree (lower("city"), "sex", "updated_at" DESC, "id" DESC) INCLUDE ("city", "package_until", "featured_until", "paused_at", "paused_until") WHERE "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null and "advertisers"."held_at" is null;--> statement-breakpoint
DROP INDEX IF EXISTS "advertisers_city_featured_recent_idx";--> statement-breakpoint
CREATE INDEX "advertisers_city_featured_recent_idx" ON "advertisers" USING btree (lower("city"), "updated_at" DESC, "id" DESC) INCLUDE ("city", "sex", "package_until", "featured_until", "paused_at", "paused_until") WHERE "advertisers"."featured_until" is not null and "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null and "advertisers"."held_at" is null;--> statement-breakpoint
DROP INDEX IF EXISTS "advertisers_photo_verified_idx";--> statement-breakpoint
CREATE INDEX "advertisers_photo_verified_idx" ON "advertisers" USING btree ("updated_at" DESC, "id" DESC) INCLUDE ("package_until", "featured_until", "sex", "age", "available_until", "paused_at", "paused_until") WHERE "advertisers"."photo_verified_at" is not null and "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null and "advertisers"."held_at" is null;--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET random_page_cost = 1.1', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'random_page_cost stays at the server default: this role may not alter the database';
END
$$;--> statement-breakpoint
SET random_page_cost = 1.1;--> statement-breakpoint
ANALYZE "advertisers";
