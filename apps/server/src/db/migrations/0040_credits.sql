CREATE TABLE "credit_accounts" (
	"account" text PRIMARY KEY NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"entry_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"txn_id" uuid NOT NULL,
	"account" text NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"ref" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_nonzero" CHECK ("ledger_entries"."amount" <> 0),
	CONSTRAINT "ledger_entries_kind_known" CHECK ("ledger_entries"."kind" in ('purchase', 'voucher', 'charge', 'refund', 'payout', 'hold', 'release', 'welcome'))
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"code_hash" text NOT NULL,
	"code_hint" text NOT NULL,
	"credits" integer NOT NULL,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	CONSTRAINT "vouchers_uses_within" CHECK ("vouchers"."uses" >= 0 and "vouchers"."uses" <= "vouchers"."max_uses"),
	CONSTRAINT "vouchers_credits_positive" CHECK ("vouchers"."credits" > 0)
);
--> statement-breakpoint
ALTER TABLE "query_types" ADD COLUMN "price_credits" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account" ON "ledger_entries" USING btree ("account","at");--> statement-breakpoint
CREATE INDEX "ledger_entries_txn" ON "ledger_entries" USING btree ("txn_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_once" ON "ledger_entries" USING btree ("account","kind","ref") WHERE "ledger_entries"."kind" in ('welcome', 'charge', 'refund', 'voucher') and "ledger_entries"."account" not like 'platform:%';--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_hash" ON "vouchers" USING btree ("code_hash");--> statement-breakpoint
ALTER TABLE "query_types" ADD CONSTRAINT "query_types_price_credits_range" CHECK ("query_types"."price_credits" between 0 and 100000);--> statement-breakpoint
-- Hand-written (docs/rules/credits.md): the ledger is append-only. UPDATE, DELETE and TRUNCATE are
-- refused whoever asks; a correction is a new, balancing transaction.
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only (%)', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_append_only"();--> statement-breakpoint
-- Hand-written: double entry. Every transaction's entries sum to zero, checked at commit (a
-- deferred constraint trigger), so a half-written transaction can never land.
CREATE FUNCTION "ledger_entries_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum("amount"), 0) FROM "ledger_entries" WHERE "txn_id" = NEW."txn_id") <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', NEW."txn_id" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_entries_balanced"();
