-- Screening a client goes through before a first meeting, and the advertiser's deposit and cancellation
-- terms in her words (plain text, at most 300 characters), both shown on the advert as saved.
ALTER TABLE "advertisers" ADD COLUMN "screening" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisers" ADD CONSTRAINT "advertisers_screening_check" CHECK ("screening" in ('none', 'phone', 'references', 'id'));--> statement-breakpoint
ALTER TABLE "advertisers" ADD COLUMN "deposit_policy" text;--> statement-breakpoint
ALTER TABLE "advertisers" ADD CONSTRAINT "advertisers_deposit_policy_check" CHECK (char_length("deposit_policy") <= 300);
--> statement-breakpoint
-- Duos: one advertiser invites another's advert; the link is a duo once the other accepts, until either
-- ends it. Ended rows stay (with ended_at) so the daily invitation cap and the re-invite wait count them;
-- they go with either account.
CREATE TABLE "duo_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL REFERENCES "advertisers"("id") ON DELETE CASCADE,
	"invitee_id" integer NOT NULL REFERENCES "advertisers"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "duo_links_two_check" CHECK ("inviter_id" <> "invitee_id")
);--> statement-breakpoint
CREATE INDEX "duo_links_inviter_idx" ON "duo_links" USING btree ("inviter_id","created_at");--> statement-breakpoint
CREATE INDEX "duo_links_open_invitee_idx" ON "duo_links" USING btree ("invitee_id") WHERE "ended_at" is null;--> statement-breakpoint
-- At most one open link (an invitation or a duo) started by each advertiser.
CREATE UNIQUE INDEX "duo_links_one_open_idx" ON "duo_links" USING btree ("inviter_id") WHERE "ended_at" is null;
