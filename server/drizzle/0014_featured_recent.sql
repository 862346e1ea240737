-- The featured tiers of the ranked lists and of related adverts walk only the adverts that have a
-- featuring, newest first, and stop after the rows a page needs. Walking every public advert (or every
-- advert of a big town) for them read the whole town when a featured tier was short or empty: 10-15 ms
-- for related adverts in central Copenhagen at 100 000 adverts, and more as the catalogue grows.
CREATE INDEX "advertisers_featured_recent_idx" ON "advertisers" USING btree ("updated_at" DESC, "id" DESC) INCLUDE ("package_until", "featured_until", "sex", "age", "available_until") WHERE "advertisers"."featured_until" is not null and "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null and "advertisers"."held_at" is null;--> statement-breakpoint
CREATE INDEX "advertisers_city_featured_recent_idx" ON "advertisers" USING btree (lower("city"), "updated_at" DESC, "id" DESC) INCLUDE ("city", "sex", "package_until", "featured_until") WHERE "advertisers"."featured_until" is not null and "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null and "advertisers"."held_at" is null;--> statement-breakpoint
ANALYZE "advertisers";
