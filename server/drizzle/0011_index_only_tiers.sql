-- The ranking tiers (validated, featured) and the common filters (sex, age, available now) are tested
-- inside these indexes (INCLUDE), so a tier walk reads index pages only instead of fetching every
-- candidate row. Zip prefixes get finer statistics: a guess of 6x the real matches made the planner walk
-- the newest adverts for a zip code instead of reading the zip index.
DROP INDEX IF EXISTS "advertisers_recent_idx";--> statement-breakpoint
CREATE INDEX "advertisers_recent_idx" ON "advertisers" USING btree ("updated_at" DESC, "id" DESC) INCLUDE ("package_until", "featured_until", "sex", "age", "available_until") WHERE "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null;--> statement-breakpoint
DROP INDEX IF EXISTS "advertisers_featured_idx";--> statement-breakpoint
CREATE INDEX "advertisers_featured_idx" ON "advertisers" USING btree ("featured_until") INCLUDE ("package_until", "updated_at", "id") WHERE "advertisers"."featured_until" is not null and "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null;--> statement-breakpoint
DROP INDEX IF EXISTS "advertisers_city_recent_idx";--> statement-breakpoint
CREATE INDEX "advertisers_city_recent_idx" ON "advertisers" USING btree (lower("city"), "updated_at" DESC, "id" DESC) INCLUDE ("city", "sex", "package_until", "featured_until") WHERE "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "advertisers_city_sex_recent_idx" ON "advertisers" USING btree (lower("city"), "sex", "updated_at" DESC, "id" DESC) INCLUDE ("city", "package_until", "featured_until") WHERE "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null;--> statement-breakpoint
ALTER TABLE "advertisers" ALTER COLUMN "zip_code" SET STATISTICS 1000;
