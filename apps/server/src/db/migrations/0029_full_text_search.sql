ALTER TABLE "articles" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "content"), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "query"), 'A')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "body"), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_search" ON "articles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "incidents_search" ON "incidents" USING gin ("search");--> statement-breakpoint
CREATE INDEX "messages_search" ON "messages" USING gin ("search");