-- Branches (issue 21, docs/rules/branches.md): a company's or a solo customer's places. The partial
-- (lat, lon) index on live rows lets exposure matching read a bounding box, never every branch.
CREATE TABLE "branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"company_id" uuid,
	"user_id" uuid,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"place_name" text,
	"country" text NOT NULL,
	"radius_km" integer DEFAULT 50 NOT NULL,
	"min_level" text DEFAULT 'High Risk' NOT NULL,
	"people" integer DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "branches_one_owner" CHECK (("branches"."company_id" is null) <> ("branches"."user_id" is null))
);
--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branches_position" ON "branches" USING btree ("lat","lon") WHERE "branches"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "branches_company" ON "branches" USING btree ("company_id","name") WHERE "branches"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "branches_user" ON "branches" USING btree ("user_id","name") WHERE "branches"."is_deleted" = false;