-- Shared requests (issue 20, docs/rules/companies.md "Shared requests"): a request filed for the
-- author's company carries its id; existing requests stay personal (null).
ALTER TABLE "incidents" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incidents_company_created" ON "incidents" USING btree ("company_id","created_at") WHERE "incidents"."is_deleted" = false and "incidents"."company_id" is not null;