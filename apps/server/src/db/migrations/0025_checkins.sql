CREATE TABLE "checkin_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checkin_id" uuid NOT NULL,
	"traveller_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"answer" text,
	"note" text DEFAULT '' NOT NULL,
	"answered_at" timestamp with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"next_reminder_at" timestamp with time zone,
	CONSTRAINT "checkin_recipients_answer" CHECK ("checkin_recipients"."answer" is null or "checkin_recipients"."answer" in ('safe', 'help'))
);
--> statement-breakpoint
CREATE TABLE "checkins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"company_id" uuid,
	"user_id" uuid,
	"kind" text NOT NULL,
	"country" text,
	"article_id" uuid,
	"message" text DEFAULT '' NOT NULL,
	"created_by" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	CONSTRAINT "checkins_one_owner" CHECK (("checkins"."company_id" is null) <> ("checkins"."user_id" is null))
);
--> statement-breakpoint
ALTER TABLE "checkin_recipients" ADD CONSTRAINT "checkin_recipients_checkin_id_checkins_id_fk" FOREIGN KEY ("checkin_id") REFERENCES "public"."checkins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_recipients" ADD CONSTRAINT "checkin_recipients_traveller_id_travellers_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."travellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkin_recipients_traveller" ON "checkin_recipients" USING btree ("checkin_id","traveller_id");--> statement-breakpoint
CREATE INDEX "checkin_recipients_due" ON "checkin_recipients" USING btree ("next_reminder_at") WHERE "checkin_recipients"."next_reminder_at" is not null;--> statement-breakpoint
CREATE INDEX "checkins_company" ON "checkins" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "checkins_user" ON "checkins" USING btree ("user_id","created_at" DESC NULLS LAST);