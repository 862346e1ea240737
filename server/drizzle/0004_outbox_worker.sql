ALTER TABLE "outbox" RENAME COLUMN "error" TO "last_error";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "carries_code" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "outbox" SET "carries_code" = true WHERE "template" LIKE 'otp-%';--> statement-breakpoint
UPDATE "outbox" SET "status" = CASE WHEN "sent_at" IS NOT NULL THEN 'sent' WHEN "last_error" IS NOT NULL THEN 'failed' ELSE 'pending' END, "attempts" = CASE WHEN "sent_at" IS NOT NULL OR "last_error" IS NOT NULL THEN 1 ELSE 0 END;--> statement-breakpoint
UPDATE "outbox" SET "text" = '[one-time code removed after delivery]', "html" = '<p>[one-time code removed after delivery]</p>' WHERE "carries_code" AND "status" <> 'pending';--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status","created_at");
