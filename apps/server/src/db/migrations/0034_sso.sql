CREATE TABLE "company_sso" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"allowed_domains" jsonb NOT NULL,
	"default_role" text NOT NULL,
	"role_claim" text DEFAULT '' NOT NULL,
	"role_mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"enforced" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"state_hash" text NOT NULL,
	"secrets_sealed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"state_used_at" timestamp with time zone,
	"user_id" uuid,
	"handoff_hash" text,
	"handoff_expires_at" timestamp with time zone,
	"handoff_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_sso" ADD CONSTRAINT "company_sso_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_attempts" ADD CONSTRAINT "sso_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_attempts" ADD CONSTRAINT "sso_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_domains" ADD CONSTRAINT "sso_domains_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_attempts_state" ON "sso_attempts" USING btree ("state_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_attempts_handoff" ON "sso_attempts" USING btree ("handoff_hash");--> statement-breakpoint
CREATE INDEX "sso_attempts_expires" ON "sso_attempts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sso_domains_company" ON "sso_domains" USING btree ("company_id");