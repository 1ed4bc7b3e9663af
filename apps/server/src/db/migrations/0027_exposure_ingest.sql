ALTER TABLE "articles" ADD COLUMN "rematch_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "articles_to_rematch" ON "articles" USING btree ("rematch_at") WHERE "articles"."rematch_at" is not null;--> statement-breakpoint
CREATE INDEX "branches_point" ON "branches" USING gist (point("lon", "lat")) WHERE "branches"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "branches_radius" ON "branches" USING btree ("radius_km") WHERE "branches"."is_deleted" = false;