-- The exposure map (modules/exposure, docs/rules/branches.md "Exposure map") reads the newest
-- live articles that name a place, of the last 7 days: this partial index holds only those, so
-- the read follows the window's located news instead of every article.
CREATE INDEX "articles_located" ON "articles" USING btree ("published_at") WHERE "articles"."is_deleted" = false and "articles"."places" <> '[]'::jsonb;
