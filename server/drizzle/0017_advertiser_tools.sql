-- A pause takes an advert out of every public answer from paused_at; it shows again when the advertiser
-- resumes it, or by itself at paused_until (read against the clock, so nothing has to run at that moment).
ALTER TABLE "advertisers" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advertisers" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
-- What the running pause already moved the package's end by (a pause with a set end is credited when it starts).
ALTER TABLE "advertisers" ADD COLUMN "pause_credited_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Rates (a list of { minutes, price, place }) and opening hours (per weekday { from, to } or null), as saved.
ALTER TABLE "advertisers" ADD COLUMN "rates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisers" ADD COLUMN "hours" jsonb;--> statement-breakpoint
-- How far pauses have moved a package period's end: at most 30 days per period.
ALTER TABLE "advertiser_packages" ADD COLUMN "paused_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The few paused adverts, for the list totals: the kept count of public adverts does not know the clock.
CREATE INDEX "advertisers_paused_idx" ON "advertisers" USING btree ("paused_until") WHERE "advertisers"."paused_at" is not null;
