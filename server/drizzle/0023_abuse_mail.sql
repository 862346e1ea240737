-- Addresses that asked never to be emailed again. Kept as an HMAC of the lower-cased address under a key
-- the server keeps in server_secrets, so the list is not a list of emails; the outbox computes the same
-- HMAC for each email to someone who is not an account holder and sends nothing to a listed address.
CREATE TABLE "email_suppressions" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "suppression_hash" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "list_unsubscribe" text;
--> statement-breakpoint
-- Each confirmation email an advertiser had sent to an emergency contact, to cap them per account (a day)
-- and per address (a week, whichever account asks). The address is its suppression-list HMAC; the account
-- is kept as a mention, so deleting the account does not reset the address's week.
CREATE TABLE "emergency_contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"advertiser_id" integer,
	"address_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "emergency_contact_requests" ADD CONSTRAINT "emergency_contact_requests_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emergency_contact_requests_advertiser_idx" ON "emergency_contact_requests" USING btree ("advertiser_id","created_at");--> statement-breakpoint
CREATE INDEX "emergency_contact_requests_address_idx" ON "emergency_contact_requests" USING btree ("address_hash","created_at");
--> statement-breakpoint
-- Booking requests are capped per advert (an hour, a day) whoever sends them: counted by advert and time.
-- An advertiser may take one digest a day instead of an email per request: her choice and language are a
-- row of booking_digest_settings, and a request stored meanwhile waits for the digest (awaiting_digest).
ALTER TABLE "booking_requests" ADD COLUMN "awaiting_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_requests_advertiser_created_idx" ON "booking_requests" USING btree ("advertiser_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_requests_digest_idx" ON "booking_requests" USING btree ("created_at") WHERE "booking_requests"."awaiting_digest";--> statement-breakpoint
CREATE TABLE "booking_digest_settings" (
	"advertiser_id" integer PRIMARY KEY NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "booking_digest_settings" ADD CONSTRAINT "booking_digest_settings_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;
