-- Exposure alerts (issue 21 items 3 and 5, docs/rules/exposure.md). exposure_alerts: one row per
-- branch and article (the unique index settles concurrent matching), owned like its branch by a
-- company or a solo customer; indexes for the inbox (owner, newest first) and for each branch's
-- open alerts (the exposure map's colour). branches_country serves Severe-by-country matching.
-- mail_windows is keyed by (user, topic) instead of (user, request): a request's windows keep its
-- id as their topic (existing rows are carried over), and the new 'exposure' topic gathers a
-- person's new alerts into at most one e-mail per 15 minutes through the same mechanism.
CREATE TABLE "exposure_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"company_id" uuid,
	"user_id" uuid,
	"branch_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"distance_km" double precision,
	"level" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"handled_by" uuid,
	"handled_at" timestamp with time zone,
	"note" text,
	"incident_id" uuid,
	CONSTRAINT "exposure_alerts_one_owner" CHECK (("exposure_alerts"."company_id" is null) <> ("exposure_alerts"."user_id" is null)),
	CONSTRAINT "exposure_alerts_status" CHECK ("exposure_alerts"."status" in ('open', 'acknowledged', 'dismissed', 'escalated'))
);
--> statement-breakpoint
ALTER TABLE "mail_windows" ADD COLUMN "topic" text;--> statement-breakpoint
UPDATE "mail_windows" SET "topic" = "incident_id"::text;--> statement-breakpoint
ALTER TABLE "mail_windows" ALTER COLUMN "topic" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_windows" DROP CONSTRAINT "mail_windows_user_id_incident_id_pk";--> statement-breakpoint
ALTER TABLE "mail_windows" ALTER COLUMN "incident_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_windows" ADD CONSTRAINT "mail_windows_user_id_topic_pk" PRIMARY KEY("user_id","topic");--> statement-breakpoint
ALTER TABLE "exposure_alerts" ADD CONSTRAINT "exposure_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exposure_alerts" ADD CONSTRAINT "exposure_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exposure_alerts" ADD CONSTRAINT "exposure_alerts_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exposure_alerts" ADD CONSTRAINT "exposure_alerts_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exposure_alerts" ADD CONSTRAINT "exposure_alerts_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exposure_alerts" ADD CONSTRAINT "exposure_alerts_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exposure_alerts_branch_article" ON "exposure_alerts" USING btree ("branch_id","article_id");--> statement-breakpoint
CREATE INDEX "exposure_alerts_company" ON "exposure_alerts" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exposure_alerts_user" ON "exposure_alerts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exposure_alerts_open" ON "exposure_alerts" USING btree ("branch_id") WHERE "exposure_alerts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "branches_country" ON "branches" USING btree ("country") WHERE "branches"."is_deleted" = false;