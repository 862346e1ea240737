ALTER TABLE "payments" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "review_reason" text;--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_event_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_payment_kind_key" ON "payment_events" USING btree ("payment_id","kind");--> statement-breakpoint
CREATE INDEX "payment_events_created_idx" ON "payment_events" USING btree ("created_at");--> statement-breakpoint
UPDATE "payments" SET "status" = 'review', "review_reason" = 'a second welcome package for this account: refund it' WHERE "kind" = 'registration' AND "status" = 'completed' AND "id" <> (SELECT min(p2."id") FROM "payments" p2 WHERE p2."advertiser_id" = "payments"."advertiser_id" AND p2."kind" = 'registration' AND p2."status" = 'completed');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_welcome_key" ON "payments" USING btree ("advertiser_id") WHERE "payments"."kind" = 'registration' and "payments"."status" = 'completed';
