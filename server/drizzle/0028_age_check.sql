-- An age check through an identity broker keeps only the answer (18+ or not), the issuer and the time.
CREATE TABLE "age_checks" (
	"advertiser_id" integer PRIMARY KEY NOT NULL,
	"adult" boolean NOT NULL,
	"issuer" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "age_checks" ADD CONSTRAINT "age_checks_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A check under way: state, nonce and PKCE verifier, bound to the session that started it.
CREATE TABLE "age_check_attempts" (
	"state" text PRIMARY KEY NOT NULL,
	"advertiser_id" integer NOT NULL,
	"token_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "age_check_attempts" ADD CONSTRAINT "age_check_attempts_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "age_check_attempts" ADD CONSTRAINT "age_check_attempts_token_id_auth_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."auth_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "age_check_attempts_advertiser_idx" ON "age_check_attempts" USING btree ("advertiser_id","created_at");
