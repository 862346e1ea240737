CREATE TABLE "advertiser_interests" (
	"advertiser_id" integer NOT NULL,
	"interest_id" integer NOT NULL,
	CONSTRAINT "advertiser_interests_advertiser_id_interest_id_pk" PRIMARY KEY("advertiser_id","interest_id")
);
--> statement-breakpoint
CREATE TABLE "advertiser_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"advertiser_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"payment_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertisers" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"role" text DEFAULT 'advertiser' NOT NULL,
	"is_user" smallint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone_code" text DEFAULT '+45' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"phone_country_code" text DEFAULT 'dk' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"age" integer,
	"height" integer,
	"weight" integer,
	"burst" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"eye_color" text DEFAULT '' NOT NULL,
	"hair_color" text DEFAULT '' NOT NULL,
	"sex" text,
	"search_text" text DEFAULT '' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"suspended_at" timestamp with time zone,
	"suspended_reason" text,
	"package_until" timestamp with time zone,
	"featured_until" timestamp with time zone,
	"consent_adult_at" timestamp with time zone,
	"consent_independent_at" timestamp with time zone,
	"consent_terms_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"advertiser_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"advertiser_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"contact_number" text NOT NULL,
	"email" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"age" integer,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"service" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interests" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_da" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" text NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"custom_id" text NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"capture_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"advertiser_id" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer,
	"height" integer,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration_seconds" double precision,
	"bytes" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"advertiser_id" integer NOT NULL,
	"purpose" smallint NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"template" text NOT NULL,
	"lang" text NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_da" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_da" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"duration_days" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" uuid DEFAULT gen_random_uuid() NOT NULL,
	"advertiser_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text,
	"package_title" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"duration_days" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transaction_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captured_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"advertiser_id" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"reporter_email" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution_note" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"advertiser_id" integer NOT NULL,
	"name" text NOT NULL,
	"rating" smallint NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"moderated_at" timestamp with time zone,
	"moderated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advertiser_interests" ADD CONSTRAINT "advertiser_interests_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_interests" ADD CONSTRAINT "advertiser_interests_interest_id_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_packages" ADD CONSTRAINT "advertiser_packages_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_packages" ADD CONSTRAINT "advertiser_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_packages" ADD CONSTRAINT "advertiser_packages_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_advertisers_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."advertisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_advertisers_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."advertisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_moderated_by_advertisers_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."advertisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertiser_interests_interest_idx" ON "advertiser_interests" USING btree ("interest_id","advertiser_id");--> statement-breakpoint
CREATE INDEX "advertiser_packages_advertiser_idx" ON "advertiser_packages" USING btree ("advertiser_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "advertiser_packages_payment_key" ON "advertiser_packages" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "advertisers_guid_key" ON "advertisers" USING btree ("guid");--> statement-breakpoint
CREATE UNIQUE INDEX "advertisers_email_key" ON "advertisers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "advertisers_listing_idx" ON "advertisers" USING btree ("package_until" DESC NULLS LAST,"featured_until" DESC NULLS LAST,"updated_at" DESC NULLS LAST) WHERE "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "advertisers_earth_idx" ON "advertisers" USING gist (ll_to_earth("latitude", "longitude")) WHERE "advertisers"."latitude" is not null and "advertisers"."longitude" is not null and "advertisers"."role" = 'advertiser' and "advertisers"."email_verified_at" is not null and "advertisers"."activated_at" is not null and "advertisers"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "advertisers_search_text_idx" ON "advertisers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "advertisers_zip_idx" ON "advertisers" USING btree ("zip_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "advertisers_sex_age_idx" ON "advertisers" USING btree ("sex","age");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_key" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_advertiser_idx" ON "auth_tokens" USING btree ("advertiser_id");--> statement-breakpoint
CREATE INDEX "booking_requests_advertiser_idx" ON "booking_requests" USING btree ("advertiser_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interests_slug_key" ON "interests" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "media_advertiser_idx" ON "media" USING btree ("advertiser_id","kind","position");--> statement-breakpoint
CREATE UNIQUE INDEX "media_storage_key_key" ON "media" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_codes_account_purpose_key" ON "one_time_codes" USING btree ("advertiser_id","purpose");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_key" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_order_key" ON "payments" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE INDEX "payments_advertiser_idx" ON "payments" USING btree ("advertiser_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "testimonials_advertiser_idx" ON "testimonials" USING btree ("advertiser_id","status");