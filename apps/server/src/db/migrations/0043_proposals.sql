CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"incident_id" uuid NOT NULL,
	"firm_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"price_credits" integer NOT NULL,
	"delivery_hours" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone DEFAULT now() + interval '7 days' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "proposals_price_range" CHECK ("proposals"."price_credits" between 1 and 100000),
	CONSTRAINT "proposals_hours_range" CHECK ("proposals"."delivery_hours" between 1 and 2160),
	CONSTRAINT "proposals_status_known" CHECK ("proposals"."status" in ('open', 'accepted', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
DROP INDEX "ledger_entries_once";--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "on_quote" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "quoted_firm_id" uuid;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "quoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "query_types" ADD COLUMN "on_quote" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_firm_id_partner_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."partner_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposals_incident" ON "proposals" USING btree ("incident_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_one_open" ON "proposals" USING btree ("incident_id","firm_id") WHERE "proposals"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_one_accepted" ON "proposals" USING btree ("incident_id") WHERE "proposals"."status" = 'accepted';--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_quoted_firm_id_partner_firms_id_fk" FOREIGN KEY ("quoted_firm_id") REFERENCES "public"."partner_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_once" ON "ledger_entries" USING btree ("account","kind","ref") WHERE "ledger_entries"."kind" in ('welcome', 'charge', 'refund', 'voucher', 'hold', 'release') and "ledger_entries"."account" not like 'platform:%';