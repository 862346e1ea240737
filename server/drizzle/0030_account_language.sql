-- The language an account was made in: the owner's own emails (a new sign-in, a changed password) are
-- written in it instead of in Danish and English at once. Accounts from before stay null: both languages.
ALTER TABLE "advertisers" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "advertisers" ADD CONSTRAINT "advertisers_lang_check" CHECK ("lang" IN ('en', 'da'));
