-- Statements of reasons: every restriction of an advert, account, photo, video or payment, and every
-- lifting of one, is a row here; the advertiser reads them and may appeal each restriction once.
CREATE TABLE "decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"advertiser_id" integer NOT NULL,
	"restriction" text NOT NULL,
	"scope" text NOT NULL,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"automated_detection" boolean NOT NULL,
	"automated_decision" boolean NOT NULL,
	"ground" text NOT NULL,
	"clause" text NOT NULL,
	"decided_by" integer,
	"notice_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_decided_by_advertisers_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."advertisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "decisions_advertiser_idx" ON "decisions" USING btree ("advertiser_id","created_at");--> statement-breakpoint
-- The transparency figures read a half-year of decisions by time.
CREATE INDEX "decisions_created_idx" ON "decisions" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "decision_appeals" (
	"id" serial PRIMARY KEY NOT NULL,
	"decision_id" integer NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reason" text,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "decision_appeals" ADD CONSTRAINT "decision_appeals_decision_id_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_appeals" ADD CONSTRAINT "decision_appeals_decided_by_advertisers_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."advertisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One appeal per decision.
CREATE UNIQUE INDEX "decision_appeals_decision_key" ON "decision_appeals" USING btree ("decision_id");--> statement-breakpoint
CREATE INDEX "decision_appeals_open_idx" ON "decision_appeals" USING btree ("created_at","id") WHERE "decision_appeals"."status" = 'open';--> statement-breakpoint
-- An account operators trust to report (an NGO, the police): its reports come first in the queue.
ALTER TABLE "advertisers" ADD COLUMN "trusted_flagger" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "trusted_flagger_id" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_trusted_flagger_id_advertisers_id_fk" FOREIGN KEY ("trusted_flagger_id") REFERENCES "public"."advertisers"("id") ON DELETE set null ON UPDATE no action;
