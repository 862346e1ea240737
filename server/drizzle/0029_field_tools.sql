-- Screening a client goes through before a first meeting, and the advertiser's deposit and cancellation
-- terms in her words (plain text, at most 300 characters), both shown on the advert as saved.
ALTER TABLE "advertisers" ADD COLUMN "screening" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisers" ADD CONSTRAINT "advertisers_screening_check" CHECK ("screening" in ('none', 'phone', 'references', 'id'));--> statement-breakpoint
ALTER TABLE "advertisers" ADD COLUMN "deposit_policy" text;--> statement-breakpoint
ALTER TABLE "advertisers" ADD CONSTRAINT "advertisers_deposit_policy_check" CHECK (char_length("deposit_policy") <= 300);
