ALTER TABLE "advert_daily_stats" ADD COLUMN "bookings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
INSERT INTO "advert_daily_stats" ("advertiser_id", "day", "bookings") SELECT "advertiser_id", ("created_at" at time zone 'Europe/Copenhagen')::date, count(*)::int FROM "booking_requests" GROUP BY 1, 2 ON CONFLICT ("advertiser_id", "day") DO UPDATE SET "bookings" = excluded."bookings";
