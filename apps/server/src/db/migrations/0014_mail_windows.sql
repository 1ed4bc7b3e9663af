CREATE TABLE "mail_windows" (
	"user_id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"held_mail_id" uuid,
	CONSTRAINT "mail_windows_user_id_incident_id_pk" PRIMARY KEY("user_id","incident_id")
);
--> statement-breakpoint
DROP INDEX "mail_outbox_pending";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "withheld_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_windows" ADD CONSTRAINT "mail_windows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_windows" ADD CONSTRAINT "mail_windows_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_windows" ADD CONSTRAINT "mail_windows_held_mail_id_mail_outbox_id_fk" FOREIGN KEY ("held_mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_windows_held_mail" ON "mail_windows" USING btree ("held_mail_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."sent_at" is null and "mail_outbox"."withheld_at" is null;--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "next_attempt_at";