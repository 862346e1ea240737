-- A photo is kept with several perceptual hashes (the upright picture, the picture with any uniform frame
-- trimmed, its parts at nine places), so that a mirrored, turned, framed or cropped copy of it is found.
-- The hash kept until now is variant 0 of each photo.
ALTER TABLE "photo_hashes" ADD COLUMN "variant" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_hashes" DROP CONSTRAINT "photo_hashes_pkey";--> statement-breakpoint
ALTER TABLE "photo_hashes" ADD CONSTRAINT "photo_hashes_media_id_variant_pk" PRIMARY KEY ("media_id","variant");--> statement-breakpoint
-- One shared-phone finding per number, naming every account that has it. The open findings of one number
-- kept until now are merged into its oldest; the others are closed as merged (closed by nobody).
ALTER TABLE "safety_flags" ADD COLUMN "accounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "safety_flags" AS f SET "accounts" = (
	SELECT coalesce(jsonb_agg(DISTINCT a ORDER BY a), '[]'::jsonb)
	FROM "safety_flags" s, LATERAL (VALUES (s."advertiser_id"), (s."other_advertiser_id")) AS v(a)
	WHERE s."reason" = 'shared_phone' AND s."resolved_at" IS NULL AND s."phone" = f."phone" AND a IS NOT NULL
)
WHERE f."reason" = 'shared_phone' AND f."resolved_at" IS NULL;--> statement-breakpoint
UPDATE "safety_flags" AS f SET "resolved_at" = now()
WHERE f."reason" = 'shared_phone' AND f."resolved_at" IS NULL AND EXISTS (
	SELECT 1 FROM "safety_flags" o
	WHERE o."reason" = 'shared_phone' AND o."resolved_at" IS NULL AND o."phone" = f."phone"
		AND (o."created_at", o."id") < (f."created_at", f."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "safety_flags_open_phone_key" ON "safety_flags" USING btree ("phone") WHERE "safety_flags"."resolved_at" is null and "safety_flags"."reason" = 'shared_phone';--> statement-breakpoint
-- What an operator cleared on a number: the accounts that finding named are not raised again for it.
CREATE INDEX "safety_flags_phone_idx" ON "safety_flags" USING btree ("phone") WHERE "safety_flags"."reason" = 'shared_phone';--> statement-breakpoint
-- The safety queue shows first the findings that hide an advert, then the others, each oldest first.
CREATE INDEX "safety_flags_open_holding_idx" ON "safety_flags" USING btree ("holds" DESC,"created_at","id") WHERE "safety_flags"."resolved_at" is null;
