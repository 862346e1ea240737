-- A safety finding or a report an operator reported to the police: the date, the police's case number, a
-- note; open until an operator closes it with a note.
CREATE TABLE "escalations" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"safety_flag_id" integer,
	"report_id" integer,
	"advertiser_id" integer,
	"reported_on" date NOT NULL,
	"case_number" text,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"close_note" text,
	CONSTRAINT "escalations_subject_check" CHECK (("escalations"."subject" = 'safety_flag') = ("escalations"."report_id" is null))
);
--> statement-breakpoint
ALTER TABLE "escalations" ADD CONSTRAINT "escalations_safety_flag_id_safety_flags_id_fk" FOREIGN KEY ("safety_flag_id") REFERENCES "public"."safety_flags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalations" ADD CONSTRAINT "escalations_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalations" ADD CONSTRAINT "escalations_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalations" ADD CONSTRAINT "escalations_created_by_advertisers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."advertisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalations" ADD CONSTRAINT "escalations_closed_by_advertisers_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."advertisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "escalations_open_idx" ON "escalations" USING btree ("created_at","id") WHERE "escalations"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "escalations_safety_flag_idx" ON "escalations" USING btree ("safety_flag_id");--> statement-breakpoint
CREATE INDEX "escalations_report_idx" ON "escalations" USING btree ("report_id");--> statement-breakpoint
-- The wait-time figures read the decisions of the last 30 days by action and time.
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at");
