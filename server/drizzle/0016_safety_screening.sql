CREATE TABLE "photo_hashes" (
	"media_id" integer PRIMARY KEY NOT NULL,
	"advertiser_id" integer NOT NULL,
	"hash" bigint NOT NULL,
	"band0" integer NOT NULL,
	"band1" integer NOT NULL,
	"band2" integer NOT NULL,
	"band3" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_hashes" ADD CONSTRAINT "photo_hashes_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_hashes" ADD CONSTRAINT "photo_hashes_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_hashes_band0_idx" ON "photo_hashes" USING btree ("band0");--> statement-breakpoint
CREATE INDEX "photo_hashes_band1_idx" ON "photo_hashes" USING btree ("band1");--> statement-breakpoint
CREATE INDEX "photo_hashes_band2_idx" ON "photo_hashes" USING btree ("band2");--> statement-breakpoint
CREATE INDEX "photo_hashes_band3_idx" ON "photo_hashes" USING btree ("band3");--> statement-breakpoint
CREATE INDEX "photo_hashes_advertiser_idx" ON "photo_hashes" USING btree ("advertiser_id");--> statement-breakpoint
CREATE TABLE "blocked_photo_hashes" (
	"hash" bigint PRIMARY KEY NOT NULL,
	"band0" integer NOT NULL,
	"band1" integer NOT NULL,
	"band2" integer NOT NULL,
	"band3" integer NOT NULL,
	"source" text NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blocked_photo_hashes" ADD CONSTRAINT "blocked_photo_hashes_imported_by_advertisers_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."advertisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocked_photo_hashes_band0_idx" ON "blocked_photo_hashes" USING btree ("band0");--> statement-breakpoint
CREATE INDEX "blocked_photo_hashes_band1_idx" ON "blocked_photo_hashes" USING btree ("band1");--> statement-breakpoint
CREATE INDEX "blocked_photo_hashes_band2_idx" ON "blocked_photo_hashes" USING btree ("band2");--> statement-breakpoint
CREATE INDEX "blocked_photo_hashes_band3_idx" ON "blocked_photo_hashes" USING btree ("band3");--> statement-breakpoint
CREATE TABLE "safety_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"advertiser_id" integer NOT NULL,
	"reason" text NOT NULL,
	"media_id" integer,
	"other_advertiser_id" integer,
	"other_media_id" integer,
	"distance" integer,
	"phone" text,
	"phrases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"holds" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer
);
--> statement-breakpoint
ALTER TABLE "safety_flags" ADD CONSTRAINT "safety_flags_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_flags" ADD CONSTRAINT "safety_flags_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_flags" ADD CONSTRAINT "safety_flags_other_advertiser_id_advertisers_id_fk" FOREIGN KEY ("other_advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_flags" ADD CONSTRAINT "safety_flags_other_media_id_media_id_fk" FOREIGN KEY ("other_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_flags" ADD CONSTRAINT "safety_flags_resolved_by_advertisers_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."advertisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_flags_open_idx" ON "safety_flags" USING btree ("created_at","id") WHERE "safety_flags"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "safety_flags_advertiser_idx" ON "safety_flags" USING btree ("advertiser_id") WHERE "safety_flags"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "safety_flags_open_finding_key" ON "safety_flags" USING btree ("advertiser_id","reason",coalesce("media_id", 0),coalesce("other_advertiser_id", 0)) WHERE "safety_flags"."resolved_at" is null;
