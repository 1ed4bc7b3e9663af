CREATE TABLE "country_score_days" (
	"day" date PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country_scores_daily" (
	"country" text NOT NULL,
	"day" date NOT NULL,
	"score" integer NOT NULL,
	"level" text,
	CONSTRAINT "country_scores_daily_country_day_pk" PRIMARY KEY("country","day")
);
--> statement-breakpoint
CREATE INDEX "country_scores_daily_day" ON "country_scores_daily" USING btree ("day");