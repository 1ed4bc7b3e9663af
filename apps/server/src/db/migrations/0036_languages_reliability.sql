DROP INDEX "risk_keyword_rules_keyword_live";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "verification" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_sources" ADD COLUMN "grade" text DEFAULT 'F' NOT NULL;--> statement-breakpoint
ALTER TABLE "risk_keyword_rules" ADD COLUMN "language" text;--> statement-breakpoint
CREATE UNIQUE INDEX "risk_keyword_rules_keyword_language_live" ON "risk_keyword_rules" USING btree (lower("keyword"),coalesce("language", '')) WHERE "risk_keyword_rules"."is_deleted" = false;--> statement-breakpoint
-- A source's new grade changes its articles' cards and the country scores: the public replies cached under 'articles' are renewed (as 0008's trigger does for the articles table).
CREATE FUNCTION "bump_articles_cache_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  raised bigint;
BEGIN
  UPDATE "cache_versions" SET "version" = "version" + 1 WHERE "topic" = 'articles'
    RETURNING "version" INTO raised;
  PERFORM pg_notify('cache_versions', 'articles:' || raised);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "feed_sources_grade_cache_version" AFTER UPDATE OF "grade" ON "feed_sources" FOR EACH STATEMENT EXECUTE FUNCTION "bump_articles_cache_version"();
