-- One version for every table private reads are built from (docs/performance.md, "Caching"): a
-- user's incident list, findings, notifications and dashboard are cached per user and checked
-- against it like the public reads of 0008. One row, not one per table: a transaction that writes
-- several of these tables in any order then waits on a single row and can never deadlock on them.
INSERT INTO "cache_versions" ("topic") VALUES ('workflow') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_cache_topic"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  raised bigint;
BEGIN
  UPDATE "cache_versions" SET "version" = "version" + 1 WHERE "topic" = TG_ARGV[0]
    RETURNING "version" INTO raised;
  PERFORM pg_notify('cache_versions', TG_ARGV[0] || ':' || raised);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_topic"('workflow');--> statement-breakpoint
CREATE TRIGGER "incidents_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "incidents" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_topic"('workflow');--> statement-breakpoint
CREATE TRIGGER "findings_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "findings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_topic"('workflow');--> statement-breakpoint
CREATE TRIGGER "finding_revisions_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "finding_revisions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_topic"('workflow');--> statement-breakpoint
CREATE TRIGGER "finding_responses_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "finding_responses" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_topic"('workflow');--> statement-breakpoint
CREATE TRIGGER "watches_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "watches" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_topic"('workflow');--> statement-breakpoint
CREATE TRIGGER "sla_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sla" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_topic"('workflow');--> statement-breakpoint
CREATE TRIGGER "messages_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "messages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_topic"('workflow');--> statement-breakpoint
CREATE TRIGGER "notifications_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notifications" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_topic"('workflow');--> statement-breakpoint
CREATE TRIGGER "stale_notices_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stale_notices" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_topic"('workflow');--> statement-breakpoint
CREATE TRIGGER "feed_sources_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "feed_sources" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_topic"('workflow');
