-- A source's default level is no risk judgement: it stands only for a source the admin marks as one
-- whose every item is an alert (a travel-advisory feed). Existing sources are unmarked, so their
-- items with no risk term are Low Risk from now on (docs/rules/news.md, issue 28 item 11).
ALTER TABLE "feed_sources" ADD COLUMN "every_item_is_alert" boolean DEFAULT false NOT NULL;