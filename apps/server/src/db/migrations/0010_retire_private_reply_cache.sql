-- Private reads are no longer cached per user (docs/performance.md, "Caching"): a write to the
-- request workflow's tables raises no version any more, so these transactions no longer queue on
-- the one 'workflow' row. Public and reference reads keep their versions (0008).
DROP TRIGGER IF EXISTS "users_cache_version" ON "users";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "incidents_cache_version" ON "incidents";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "findings_cache_version" ON "findings";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "finding_revisions_cache_version" ON "finding_revisions";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "finding_responses_cache_version" ON "finding_responses";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "watches_cache_version" ON "watches";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "sla_cache_version" ON "sla";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "messages_cache_version" ON "messages";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "notifications_cache_version" ON "notifications";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "stale_notices_cache_version" ON "stale_notices";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "feed_sources_cache_version" ON "feed_sources";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "bump_cache_topic"();
--> statement-breakpoint
DELETE FROM "cache_versions" WHERE "topic" = 'workflow';
