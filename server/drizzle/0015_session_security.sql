ALTER TABLE "auth_tokens" ADD COLUMN "reauthenticated_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "known_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"advertiser_id" integer NOT NULL,
	"device_hash" text NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "known_devices_account_device_key" ON "known_devices" USING btree ("advertiser_id","device_hash");--> statement-breakpoint
CREATE TABLE "code_decoys" (
	"email_hash" text NOT NULL,
	"purpose" smallint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "code_decoys_email_purpose_key" ON "code_decoys" USING btree ("email_hash","purpose");--> statement-breakpoint
CREATE INDEX "code_decoys_expires_idx" ON "code_decoys" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "review_reason" text;--> statement-breakpoint
UPDATE "payment_events" SET "applied_at" = "created_at";
