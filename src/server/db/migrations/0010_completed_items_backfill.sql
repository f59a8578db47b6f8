-- The passages and meditations already recorded as the day's practice were read or done: they say so too.
INSERT INTO "completed_items" ("user_id", "type", "content_id", "day", "completed_at")
SELECT "user_id", "type", "content_id", "day", "completed_at"
FROM "completions"
WHERE "type" IN ('scripture', 'meditation') AND "content_id" IS NOT NULL
ON CONFLICT DO NOTHING;
