-- One live keyword rule per keyword in any case. Two admins adding one keyword at once could
-- both get through the old read-before-insert check: keep the oldest such rule, delete the rest.
UPDATE "risk_keyword_rules" r SET "is_deleted" = true, "updated_at" = now()
WHERE r."is_deleted" = false AND EXISTS (
  SELECT 1 FROM "risk_keyword_rules" o
  WHERE o."is_deleted" = false AND lower(o."keyword") = lower(r."keyword")
    AND (o."created_at", o."id") < (r."created_at", r."id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "risk_keyword_rules_keyword_live" ON "risk_keyword_rules" USING btree (lower("keyword")) WHERE "risk_keyword_rules"."is_deleted" = false;