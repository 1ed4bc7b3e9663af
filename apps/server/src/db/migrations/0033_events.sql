CREATE TABLE "event_notices" (
	"event_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"level" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_notices_event_id_kind_target_id_pk" PRIMARY KEY("event_id","kind","target_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"level" text NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"places" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"place_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "words" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "exposure_alerts" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "event_notices" ADD CONSTRAINT "event_notices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_countries" ON "events" USING gin ("countries");--> statement-breakpoint
CREATE INDEX "events_place_keys" ON "events" USING gin ("place_keys");--> statement-breakpoint
CREATE INDEX "events_last_seen" ON "events" USING btree ("last_seen");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exposure_alerts" ADD CONSTRAINT "exposure_alerts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_event" ON "articles" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exposure_alerts_branch_event" ON "exposure_alerts" USING btree ("branch_id","event_id") WHERE "exposure_alerts"."event_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "exposure_alerts_stop_event" ON "exposure_alerts" USING btree ("trip_id","stop_index","event_id") WHERE "exposure_alerts"."event_id" is not null;--> statement-breakpoint
-- Articles from before events each tell a happening of their own (docs/rules/news.md, "Events").
INSERT INTO "events" ("id", "title", "level", "countries", "places", "place_keys", "first_seen", "last_seen")
SELECT a."id", a."title", a."risk_level", a."countries", a."places",
  coalesce((SELECT array_agg(lower(p->>'name') || '|' || (p->>'country')) FROM jsonb_array_elements(a."places") p), '{}'::text[]),
  a."published_at", a."published_at"
FROM "articles" a WHERE a."event_id" IS NULL;--> statement-breakpoint
UPDATE "articles" SET "event_id" = "id" WHERE "event_id" IS NULL;
--> statement-breakpoint
UPDATE "exposure_alerts" SET "event_id" = a."event_id" FROM "articles" a WHERE a."id" = "exposure_alerts"."article_id" AND "exposure_alerts"."event_id" IS NULL;
