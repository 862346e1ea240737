ALTER TABLE "advertisers" ADD COLUMN "available_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "advertisers_available_idx" ON "advertisers" USING btree ("available_until") WHERE "advertisers"."available_until" is not null and "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null;--> statement-breakpoint
CREATE TABLE "availability_starts" (
	"id" serial PRIMARY KEY NOT NULL,
	"advertiser_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hours" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "availability_starts" ADD CONSTRAINT "availability_starts_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_starts_advertiser_idx" ON "availability_starts" USING btree ("advertiser_id","started_at");--> statement-breakpoint
CREATE TABLE "advert_daily_stats" (
	"advertiser_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"phone" integer DEFAULT 0 NOT NULL,
	"chat" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "advert_daily_stats_advertiser_id_day_pk" PRIMARY KEY("advertiser_id","day")
);
--> statement-breakpoint
ALTER TABLE "advert_daily_stats" ADD CONSTRAINT "advert_daily_stats_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advert_daily_stats_day_idx" ON "advert_daily_stats" USING btree ("day");--> statement-breakpoint
CREATE INDEX "booking_requests_created_idx" ON "booking_requests" USING btree ("created_at");
