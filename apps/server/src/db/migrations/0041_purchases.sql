CREATE TABLE "credit_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"credits" integer NOT NULL,
	"price_eur_cents" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "credit_packs_credits_positive" CHECK ("credit_packs"."credits" > 0),
	CONSTRAINT "credit_packs_price_positive" CHECK ("credit_packs"."price_eur_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"source" text PRIMARY KEY NOT NULL,
	"rates" jsonb NOT NULL,
	"rate_date" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"tried_at" timestamp with time zone NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"account" text NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid,
	"pack_id" uuid NOT NULL,
	"pack_name" text NOT NULL,
	"credits" integer NOT NULL,
	"price_eur_cents" integer NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_company" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	CONSTRAINT "invoices_status_known" CHECK ("invoices"."status" in ('open', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_pack_id_credit_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."credit_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_seq" ON "invoices" USING btree ("year","seq");--> statement-breakpoint
CREATE INDEX "invoices_user" ON "invoices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_company" ON "invoices" USING btree ("company_id","created_at");--> statement-breakpoint
-- Hand-written: the default packs (admins change them on /menu/packs).
INSERT INTO "credit_packs" ("name", "credits", "price_eur_cents") VALUES
  ('Starter', 10, 4900),
  ('Team', 50, 19900),
  ('Enterprise', 200, 69900);--> statement-breakpoint
-- Hand-written: an invoice's credits arrive at most once (docs/rules/purchases.md).
CREATE UNIQUE INDEX "ledger_entries_purchase_once" ON "ledger_entries" ("kind", "ref")
  WHERE "kind" = 'purchase' AND "account" NOT LIKE 'platform:%';
