-- Articles name the cities they are about (docs/rules/geography.md, "Places"): tagged at
-- ingestion, corrected by admins. Articles written before this migration name none.
ALTER TABLE "articles" ADD COLUMN "places" jsonb DEFAULT '[]'::jsonb NOT NULL;