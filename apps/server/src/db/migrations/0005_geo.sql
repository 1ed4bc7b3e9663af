CREATE TABLE "stale_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incident_id" uuid NOT NULL,
	"revision_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"user_id" uuid NOT NULL,
	"country" text NOT NULL,
	"min_level" text NOT NULL,
	"last_mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stale_notices" ADD CONSTRAINT "stale_notices_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stale_notices_revision" ON "stale_notices" USING btree ("incident_id","revision_at");--> statement-breakpoint
CREATE UNIQUE INDEX "watches_user_country_live" ON "watches" USING btree ("user_id","country") WHERE "watches"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "watches_country" ON "watches" USING btree ("country") WHERE "watches"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "articles_to_alert" ON "articles" USING btree ("created_at") WHERE "articles"."alerted_at" is null;--> statement-breakpoint
CREATE INDEX "articles_countries" ON "articles" USING gin ("countries");--> statement-breakpoint
CREATE INDEX "incidents_countries" ON "incidents" USING gin ("countries");