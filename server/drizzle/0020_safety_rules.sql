-- Trafficking-indicator rules, kept as data: phrases in English and Danish drawn from the indicators the Danish
-- Centre against Human Trafficking (CMM) publishes (someone else answers the phone or arranges the meetings, no
-- language of one's own, moved often by others, words hinting at a minor, available around the clock, one
-- contact for several people). Being new in town or touring alone is deliberately not among them.
CREATE TABLE "safety_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"phrase" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "safety_rules" ADD CONSTRAINT "safety_rules_updated_by_advertisers_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."advertisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "safety_rules_phrase_key" ON "safety_rules" USING btree ("language",lower("phrase"));--> statement-breakpoint
CREATE INDEX "safety_rules_kind_idx" ON "safety_rules" USING btree ("kind","id");--> statement-breakpoint
INSERT INTO "safety_rules" ("kind", "language", "phrase") VALUES
	('third_party_control', 'en', 'my manager'),
	('third_party_control', 'en', 'call my manager'),
	('third_party_control', 'en', 'my boss'),
	('third_party_control', 'en', 'my driver'),
	('third_party_control', 'en', 'my agent'),
	('third_party_control', 'en', 'my agency'),
	('third_party_control', 'en', 'call my friend'),
	('third_party_control', 'en', 'text my friend'),
	('third_party_control', 'en', 'my friend answers'),
	('third_party_control', 'en', 'someone else answers'),
	('third_party_control', 'en', 'booking through agent'),
	('third_party_control', 'en', 'booking via agent'),
	('third_party_control', 'da', 'min manager'),
	('third_party_control', 'da', 'ring til min manager'),
	('third_party_control', 'da', 'min chef'),
	('third_party_control', 'da', 'min chauffør'),
	('third_party_control', 'da', 'min agent'),
	('third_party_control', 'da', 'mit bureau'),
	('third_party_control', 'da', 'ring til min veninde'),
	('third_party_control', 'da', 'skriv til min veninde'),
	('third_party_control', 'da', 'min veninde svarer'),
	('third_party_control', 'da', 'en anden tager telefonen'),
	('third_party_control', 'da', 'booking via agent'),
	('third_party_control', 'da', 'booking gennem agent'),
	('no_own_language', 'en', 'no english'),
	('no_own_language', 'en', 'no danish'),
	('no_own_language', 'en', 'speaks no english'),
	('no_own_language', 'en', 'does not speak english'),
	('no_own_language', 'en', 'doesn''t speak english'),
	('no_own_language', 'en', 'does not speak danish'),
	('no_own_language', 'en', 'via translator'),
	('no_own_language', 'en', 'through a translator'),
	('no_own_language', 'en', 'google translate'),
	('no_own_language', 'da', 'taler ikke dansk'),
	('no_own_language', 'da', 'taler ikke engelsk'),
	('no_own_language', 'da', 'ingen dansk'),
	('no_own_language', 'da', 'ingen engelsk'),
	('no_own_language', 'da', 'intet dansk'),
	('no_own_language', 'da', 'intet engelsk'),
	('no_own_language', 'da', 'via tolk'),
	('no_own_language', 'da', 'gennem tolk'),
	('no_own_language', 'da', 'kun via tolk'),
	('no_own_language', 'da', 'google oversæt'),
	('moved_by_others', 'en', 'we are moved'),
	('moved_by_others', 'en', 'she is moved'),
	('moved_by_others', 'en', 'moved every week'),
	('moved_by_others', 'en', 'moved every few days'),
	('moved_by_others', 'en', 'moved by my manager'),
	('moved_by_others', 'en', 'brought to denmark'),
	('moved_by_others', 'en', 'brought here by'),
	('moved_by_others', 'en', 'taken to a new city'),
	('moved_by_others', 'da', 'vi bliver flyttet'),
	('moved_by_others', 'da', 'bliver flyttet'),
	('moved_by_others', 'da', 'flyttes hver uge'),
	('moved_by_others', 'da', 'flyttes rundt'),
	('moved_by_others', 'da', 'bragt til danmark'),
	('moved_by_others', 'da', 'hentet til danmark'),
	('moved_by_others', 'da', 'kørt rundt af'),
	('age_hinting', 'en', 'teen'),
	('age_hinting', 'en', 'teens'),
	('age_hinting', 'en', 'teenager'),
	('age_hinting', 'en', 'schoolgirl'),
	('age_hinting', 'en', 'school girl'),
	('age_hinting', 'en', 'barely legal'),
	('age_hinting', 'en', 'just turned 18'),
	('age_hinting', 'en', 'barely 18'),
	('age_hinting', 'en', 'young girl'),
	('age_hinting', 'en', 'underage'),
	('age_hinting', 'en', 'lolita'),
	('age_hinting', 'da', 'teenager'),
	('age_hinting', 'da', 'teen'),
	('age_hinting', 'da', 'skolepige'),
	('age_hinting', 'da', 'lige fyldt 18'),
	('age_hinting', 'da', 'knap 18'),
	('age_hinting', 'da', 'knap lovlig'),
	('age_hinting', 'da', 'ung pige'),
	('age_hinting', 'da', 'helt ung pige'),
	('age_hinting', 'da', 'gymnasiepige'),
	('age_hinting', 'da', 'mindreårig'),
	('age_hinting', 'da', 'lolita'),
	('always_available', 'en', '24/7'),
	('always_available', 'en', '24 hours a day'),
	('always_available', 'en', 'available 24 hours'),
	('always_available', 'en', 'open 24 hours'),
	('always_available', 'en', 'always available'),
	('always_available', 'en', 'day and night'),
	('always_available', 'en', 'around the clock'),
	('always_available', 'en', 'round the clock'),
	('always_available', 'en', 'any time day or night'),
	('always_available', 'da', '24/7'),
	('always_available', 'da', 'døgnåben'),
	('always_available', 'da', 'døgnet rundt'),
	('always_available', 'da', 'hele døgnet'),
	('always_available', 'da', '24 timer i døgnet'),
	('always_available', 'da', 'åben 24 timer'),
	('always_available', 'da', 'altid til rådighed'),
	('always_available', 'da', 'altid klar'),
	('always_available', 'da', 'dag og nat'),
	('always_available', 'da', 'nat og dag'),
	('several_people', 'en', 'new girls every week'),
	('several_people', 'en', 'new girls'),
	('several_people', 'en', 'several girls'),
	('several_people', 'en', 'many girls'),
	('several_people', 'en', 'different girls'),
	('several_people', 'en', 'choose your girl'),
	('several_people', 'en', 'girls available'),
	('several_people', 'da', 'nye piger hver uge'),
	('several_people', 'da', 'nye piger'),
	('several_people', 'da', 'flere piger'),
	('several_people', 'da', 'mange piger'),
	('several_people', 'da', 'forskellige piger'),
	('several_people', 'da', 'vælg din pige'),
	('several_people', 'da', 'piger klar');--> statement-breakpoint
-- An advert's findings of one reason, open or cleared: what an operator cleared is not raised again.
CREATE INDEX "safety_flags_advertiser_reason_idx" ON "safety_flags" USING btree ("advertiser_id","reason");--> statement-breakpoint
-- Each advert's phone number with its country code (E.164): the same number on two accounts is found by index.
CREATE TABLE "advertiser_phones" (
	"advertiser_id" integer PRIMARY KEY NOT NULL,
	"number" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advertiser_phones" ADD CONSTRAINT "advertiser_phones_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertiser_phones_number_idx" ON "advertiser_phones" USING btree ("number");--> statement-breakpoint
-- The adverts already saved get their number in the common forms (+45…, 0045…, a national number under its
-- dialling code, one trunk 0 dropped outside Denmark); the next save writes it through libphonenumber.
INSERT INTO "advertiser_phones" ("advertiser_id", "number")
SELECT "id", "number" FROM (
	SELECT "id", CASE
		WHEN btrim("phone_number") LIKE '+%' THEN '+' || "digits"
		WHEN "digits" LIKE '00%' THEN '+' || substr("digits", 3)
		WHEN "phone_code" = '+45' THEN '+45' || "digits"
		ELSE "phone_code" || regexp_replace("digits", '^0', '')
	END AS "number"
	FROM (
		SELECT "id", "phone_number", "phone_code", regexp_replace("phone_number", '[^0-9]', '', 'g') AS "digits"
		FROM "advertisers" WHERE "role" = 'advertiser'
	) AS "a"
) AS "p"
WHERE length("number") BETWEEN 9 AND 16;
