DROP INDEX "articles_search";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "published_week" integer[] GENERATED ALWAYS AS (array[(("published_at" at time zone 'UTC')::date - date '1970-01-01') / 7]) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_search" ON "articles" USING gin ("search","published_week");