-- The featured tiers of the ranked lists and of related adverts walk only the adverts that have a
-- featuring, newest first, and stop after the rows a page needs. Walking every public advert (or every
-- advert of a big town) for them read the whole town when a featured tier was short or empty: 10-15 ms
-- for related adverts in central Copenhagen at 100 000 adverts, and more as the catalogue grows. The
-- featured_until index goes: its tiers were read whole and sorted (every featured advert, on each page).
-- The nearest-first GiST index keys each advert by its public point moved by at most ~1 m by its id:
-- hundreds of identical points per public point left its pages overlapping, and the first page of
-- escort/all near central Copenhagen read thousands of them (84 ms at 1 000 000 adverts).
DROP INDEX IF EXISTS "advertisers_featured_idx";--> statement-breakpoint
CREATE INDEX "advertisers_featured_recent_idx" ON "advertisers" USING btree ("updated_at" DESC, "id" DESC) INCLUDE ("package_until", "featured_until", "sex", "age", "available_until") WHERE "advertisers"."featured_until" is not null and "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null and "advertisers"."held_at" is null;--> statement-breakpoint
CREATE INDEX "advertisers_city_featured_recent_idx" ON "advertisers" USING btree (lower("city"), "updated_at" DESC, "id" DESC) INCLUDE ("city", "sex", "package_until", "featured_until") WHERE "advertisers"."featured_until" is not null and "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null and "advertisers"."held_at" is null;--> statement-breakpoint
DROP INDEX IF EXISTS "advertisers_earth_idx";--> statement-breakpoint
CREATE INDEX "advertisers_earth_idx" ON "advertisers" USING gist (ll_to_earth(round("advertisers"."latitude" * 100) / 100 + ("advertisers"."id" % 1009) * 1e-8::float8, round("advertisers"."longitude" * 100) / 100)) WHERE "advertisers"."latitude" is not null and "advertisers"."longitude" is not null and "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null and "advertisers"."held_at" is null;--> statement-breakpoint
ANALYZE "advertisers";
