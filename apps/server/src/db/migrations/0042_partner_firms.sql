CREATE TABLE "partner_firm_bank" (
	"firm_id" uuid PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"iban_sealed" text NOT NULL,
	"bic_sealed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "partner_firm_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"is_owner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_firms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_firm_bank" ADD CONSTRAINT "partner_firm_bank_firm_id_partner_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."partner_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_firm_bank" ADD CONSTRAINT "partner_firm_bank_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_firm_members" ADD CONSTRAINT "partner_firm_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_firm_members" ADD CONSTRAINT "partner_firm_members_firm_id_partner_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."partner_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_firm_members_firm" ON "partner_firm_members" USING btree ("firm_id");--> statement-breakpoint
-- Hand-written (docs/rules/partners.md, "Earnings"): a request pays a firm at most once.
CREATE UNIQUE INDEX "ledger_entries_payout_once" ON "ledger_entries" USING btree ("ref") WHERE "ledger_entries"."kind" = 'payout' and "ledger_entries"."account" like 'firm:%';
