-- Tours: where an advert is found from the start of starts_on to the end of ends_on (Danish days). starts_at
-- and ends_at are those Danish midnights, so the public lists compare them with the clock and a tour begins
-- and ends with nothing run at that moment.
CREATE TABLE "advertiser_tours" (
	"id" serial PRIMARY KEY NOT NULL,
	"advertiser_id" integer NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"search_text" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advertiser_tours" ADD CONSTRAINT "advertiser_tours_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The tours running now are the few whose end is still ahead and whose start has passed: the lists find them
-- by their end.
CREATE INDEX "advertiser_tours_ends_idx" ON "advertiser_tours" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE INDEX "advertiser_tours_advertiser_idx" ON "advertiser_tours" USING btree ("advertiser_id","ends_at");--> statement-breakpoint
-- The person an advertiser trusts to be told when a check-in is missed; used only once they confirmed.
CREATE TABLE "emergency_contacts" (
	"advertiser_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"lang" text NOT NULL,
	"token_hash" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emergency_contacts" ADD CONSTRAINT "emergency_contacts_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "emergency_contacts_token_idx" ON "emergency_contacts" USING btree ("token_hash");--> statement-breakpoint
-- A running check-in: one per advertiser. The row is deleted when it ends; when it fires, the note is
-- blanked in the same statement that claims it.
CREATE TABLE "check_ins" (
	"advertiser_id" integer PRIMARY KEY NOT NULL,
	"note" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"fired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_ins_due_idx" ON "check_ins" USING btree ("due_at") WHERE "check_ins"."fired_at" is null;
--> statement-breakpoint
-- An email whose body is kept nowhere else once sent (a check-in's note): blanked after SMTP delivery like a
-- one-time code, but retried for as long as any email, since an alert is worth sending late.
ALTER TABLE "outbox" ADD COLUMN "private_body" boolean DEFAULT false NOT NULL;
