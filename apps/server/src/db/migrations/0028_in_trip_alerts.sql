ALTER TABLE "exposure_alerts" ALTER COLUMN "branch_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "exposure_alerts" ADD COLUMN "trip_id" uuid;--> statement-breakpoint
ALTER TABLE "exposure_alerts" ADD COLUMN "stop_index" integer;--> statement-breakpoint
ALTER TABLE "exposure_alerts" ADD COLUMN "stop_place_name" text;--> statement-breakpoint
ALTER TABLE "exposure_alerts" ADD COLUMN "stop_country" text;--> statement-breakpoint
ALTER TABLE "exposure_alerts" ADD CONSTRAINT "exposure_alerts_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exposure_alerts_stop_article" ON "exposure_alerts" USING btree ("trip_id","stop_index","article_id");--> statement-breakpoint
CREATE INDEX "trips_span" ON "trips" USING btree ("starts_at","ends_at") WHERE "trips"."is_deleted" = false;--> statement-breakpoint
ALTER TABLE "exposure_alerts" ADD CONSTRAINT "exposure_alerts_branch_or_stop" CHECK (("exposure_alerts"."branch_id" is null) <> ("exposure_alerts"."trip_id" is null) and ("exposure_alerts"."trip_id" is null) = ("exposure_alerts"."stop_index" is null));