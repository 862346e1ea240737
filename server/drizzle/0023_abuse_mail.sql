-- Addresses that asked never to be emailed again. Kept as an HMAC of the lower-cased address under a key
-- the server keeps in server_secrets, so the list is not a list of emails; the outbox computes the same
-- HMAC for each email to someone who is not an account holder and sends nothing to a listed address.
CREATE TABLE "email_suppressions" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "suppression_hash" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "list_unsubscribe" text;
