-- Live updates: one-time tickets for the event stream, and the triggers that announce notifications and alerts.
CREATE TABLE "event_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_tickets_expiry" ON "event_tickets" USING btree ("expires_at");--> statement-breakpoint
-- Live updates (docs/rules/live-updates.md): every committed notification or alert change is
-- announced on the `live_events` channel to every server, which tells the streams it holds. The
-- payload names only who should look again ("u:<user>" or "c:<company>") and what ("n" or "a");
-- PostgreSQL sends identical payloads of one transaction once.
CREATE FUNCTION "announce_notifications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_events', 'n:u:' || "user_id") FROM (SELECT DISTINCT "user_id" FROM inserted) AS recipients;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "notifications_announce" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "announce_notifications"();--> statement-breakpoint
CREATE FUNCTION "announce_alerts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_events', 'a:' || audience) FROM (
    SELECT DISTINCT CASE WHEN "company_id" IS NOT NULL THEN 'c:' || "company_id" ELSE 'u:' || "user_id" END AS audience
      FROM changed
  ) AS audiences;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "exposure_alerts_announce_insert" AFTER INSERT ON "exposure_alerts" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "announce_alerts"();--> statement-breakpoint
CREATE TRIGGER "exposure_alerts_announce_update" AFTER UPDATE ON "exposure_alerts" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "announce_alerts"();
