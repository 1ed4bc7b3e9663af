-- Schedule (issue 22, docs/rules/schedule.md): travellers and trips of a company or a solo customer,
-- a company's advisories per country and its trip approval level. A trip's stops are jsonb (UTC
-- instants plus their zone); its span is indexed so "who is where this week" reads only that week.
CREATE TABLE "advisories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"company_id" uuid NOT NULL,
	"country" text NOT NULL,
	"text" text NOT NULL,
	"override_level" text,
	"emergency_contacts" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_trip_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"approval_level" text DEFAULT 'High Risk' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"company_id" uuid,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"account_id" uuid,
	CONSTRAINT "travellers_one_owner" CHECK (("travellers"."company_id" is null) <> ("travellers"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"company_id" uuid,
	"user_id" uuid,
	"traveller_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"status" text NOT NULL,
	"segments" jsonb NOT NULL,
	"countries" text[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"decision_note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_by" uuid,
	CONSTRAINT "trips_one_owner" CHECK (("trips"."company_id" is null) <> ("trips"."user_id" is null))
);
--> statement-breakpoint
ALTER TABLE "advisories" ADD CONSTRAINT "advisories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_trip_settings" ADD CONSTRAINT "company_trip_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travellers" ADD CONSTRAINT "travellers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travellers" ADD CONSTRAINT "travellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travellers" ADD CONSTRAINT "travellers_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_traveller_id_travellers_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."travellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advisories_company_country" ON "advisories" USING btree ("company_id","country") WHERE "advisories"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "travellers_company" ON "travellers" USING btree ("company_id","name") WHERE "travellers"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "travellers_user" ON "travellers" USING btree ("user_id","name") WHERE "travellers"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "trips_company_span" ON "trips" USING btree ("company_id","starts_at","ends_at") WHERE "trips"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "trips_user_span" ON "trips" USING btree ("user_id","starts_at","ends_at") WHERE "trips"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "trips_traveller" ON "trips" USING btree ("traveller_id") WHERE "trips"."is_deleted" = false;