ALTER TABLE "advertisers" ADD COLUMN "show_street_address" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Existing adverts become area only, so their street must no longer be findable through the address
-- filter either: the search text is rebuilt from town and postcode alone, folded as lib/text.ts folds
-- (lower case, æ ø å spelled out, accents dropped, both Danish and plain spellings).
UPDATE "advertisers" SET "search_text" = CASE WHEN f.danish = f.plain THEN f.danish ELSE f.danish || ' | ' || f.plain END
FROM (
  SELECT "id",
    trim(regexp_replace(regexp_replace(normalize(replace(replace(replace(lower(t.src), 'æ', 'ae'), 'ø', 'oe'), 'å', 'aa'), NFD), '[\u0300-\u036f]', '', 'g'), '\s+', ' ', 'g')) AS danish,
    trim(regexp_replace(regexp_replace(normalize(replace(replace(replace(lower(t.src), 'æ', 'a'), 'ø', 'o'), 'å', 'a'), NFD), '[\u0300-\u036f]', '', 'g'), '\s+', ' ', 'g')) AS plain
  FROM (SELECT "id", concat_ws(' ', nullif("city", ''), nullif("zip_code", '')) AS src FROM "advertisers") t
) f
WHERE f."id" = "advertisers"."id" AND "advertisers"."show_street_address" = false;
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "visit" text DEFAULT 'incall' NOT NULL;
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "preferred_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "duration_minutes" integer;
