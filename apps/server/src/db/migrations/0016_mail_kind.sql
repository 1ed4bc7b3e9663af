-- Each mail says what it is about, so the recipient's profile switches (request mails, watch
-- alerts; docs/rules/accounts.md "Profile") are checked in one place as it goes out. Rows queued
-- before this migration are 'account' mails and are sent as they would have been.
ALTER TABLE "mail_outbox" ADD COLUMN "kind" text DEFAULT 'account' NOT NULL;