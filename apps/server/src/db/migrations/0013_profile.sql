-- The profile (issue 20 item 3, docs/rules/accounts.md "Profile"): a time zone, the two notification
-- mail switches (on by default, so nobody loses mail they had) and when the profile was first completed.
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_requests" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_watch" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_completed_at" timestamp with time zone;