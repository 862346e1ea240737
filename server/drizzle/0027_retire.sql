-- Retiring an advertiser erases her account as deleting it does, and keeps only what stops her advert
-- coming back: the advert's public id, so its old addresses answer 410 Gone and search engines drop them,
-- and, when she asks for it, her photos' perceptual hashes, so nobody else can put her photos up later.
-- Neither table names her or links to any other row.
CREATE TABLE "retired_adverts" (
	"guid" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retired_photo_hashes" (
	"hash" bigint PRIMARY KEY NOT NULL,
	"band0" integer NOT NULL,
	"band1" integer NOT NULL,
	"band2" integer NOT NULL,
	"band3" integer NOT NULL,
	"whole" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE INDEX "retired_photo_hashes_band0_idx" ON "retired_photo_hashes" USING btree ("band0");--> statement-breakpoint
CREATE INDEX "retired_photo_hashes_band1_idx" ON "retired_photo_hashes" USING btree ("band1");--> statement-breakpoint
CREATE INDEX "retired_photo_hashes_band2_idx" ON "retired_photo_hashes" USING btree ("band2");--> statement-breakpoint
CREATE INDEX "retired_photo_hashes_band3_idx" ON "retired_photo_hashes" USING btree ("band3");
