CREATE TABLE "cache_versions" (
	"topic" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "cache_versions" ("topic") VALUES ('articles'), ('categories'), ('factors'), ('query_types');--> statement-breakpoint
CREATE FUNCTION "bump_cache_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  raised bigint;
BEGIN
  UPDATE "cache_versions" SET "version" = "version" + 1 WHERE "topic" = TG_TABLE_NAME
    RETURNING "version" INTO raised;
  PERFORM pg_notify('cache_versions', TG_TABLE_NAME || ':' || raised);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "articles_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();--> statement-breakpoint
CREATE TRIGGER "categories_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();--> statement-breakpoint
CREATE TRIGGER "factors_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "factors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();--> statement-breakpoint
CREATE TRIGGER "query_types_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "query_types" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
