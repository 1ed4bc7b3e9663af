-- The request workflow: default SLA hours (admins edit them later; never overwritten),
-- due times of requests filed before SLAs existed, and revision 1 for findings published before
-- revisions were kept.
INSERT INTO "sla" ("customer_type", "hours") VALUES
  ('Government', 24), ('Corporate', 48), ('Global', 48), ('Citizen', 72)
ON CONFLICT ("customer_type") DO NOTHING;
--> statement-breakpoint
UPDATE "incidents" i SET "due_at" = i."created_at" + make_interval(hours => s."hours")
FROM "sla" s WHERE s."customer_type" = i."customer_type";
--> statement-breakpoint
INSERT INTO "finding_revisions" ("finding_id", "revision", "factor_response", "published_by", "published_at")
SELECT f."id", 1,
  jsonb_object_agg(r."factor_id", jsonb_build_object('response_status', r."response_status", 'response', r."response")),
  f."created_by", f."updated_at"
FROM "findings" f JOIN "finding_responses" r ON r."finding_id" = f."id"
WHERE f."is_deleted" = false
GROUP BY f."id";
--> statement-breakpoint
UPDATE "findings" SET "revision" = 1 WHERE "is_deleted" = false
  AND "id" IN (SELECT "finding_id" FROM "finding_revisions");
--> statement-breakpoint
UPDATE "incidents" i SET "revision" = 1, "outcome" = jsonb_build_object(
  'Green', (SELECT count(*) FROM "finding_responses" r WHERE r."finding_id" = f."id" AND r."response_status" = 'Green'),
  'Yellow', (SELECT count(*) FROM "finding_responses" r WHERE r."finding_id" = f."id" AND r."response_status" = 'Yellow'),
  'Red', (SELECT count(*) FROM "finding_responses" r WHERE r."finding_id" = f."id" AND r."response_status" = 'Red'))
FROM "findings" f WHERE f."incident_id" = i."id" AND f."is_deleted" = false AND f."revision" = 1;
