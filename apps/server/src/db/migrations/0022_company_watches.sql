-- Company watchlists (issue 20, docs/rules/companies.md): a watch belongs to exactly one of a person
-- (user_id) or a company (company_id), one live watch per owner and country.
ALTER TABLE "watches" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "watches_company_country_live" ON "watches" USING btree ("company_id","country") WHERE "watches"."is_deleted" = false;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_one_owner" CHECK (("watches"."company_id" is null) <> ("watches"."user_id" is null));