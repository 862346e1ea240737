-- Reference data every database needs, demo or not: without the welcome package nobody can finish signing
-- up, and without interests the profile form has nothing to offer. Operators may edit the texts later.
INSERT INTO "packages" ("id", "title", "title_da", "description", "description_da", "price_cents", "currency", "duration_days", "active", "sort_order")
VALUES (15, 'Welcome Package', 'Velkomstpakke', '2 months free for 1€', '2 måneder gratis for 1€', 100, 'EUR', 60, true, 0)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- Id 15 went in by hand: move the sequence past it so the next package created gets a fresh id.
SELECT setval(pg_get_serial_sequence('packages', 'id'), (SELECT greatest(max("id"), 15) FROM "packages"));
--> statement-breakpoint
-- The default interests, only on a database that has none yet (a database with its own list keeps it).
INSERT INTO "interests" ("slug", "name_en", "name_da")
SELECT v.slug, v.name_en, v.name_da
FROM (VALUES
  (1, 'massage', 'Massage', 'Massage'),
  (2, 'sensual-massage', 'Sensual massage', 'Sensuel massage'),
  (3, 'tantric-massage', 'Tantric massage', 'Tantramassage'),
  (4, 'dinner-date', 'Dinner date', 'Middagsdate'),
  (5, 'overnight', 'Overnight stay', 'Overnatning'),
  (6, 'travel-companion', 'Travel companion', 'Rejseledsager'),
  (7, 'weekend-getaway', 'Weekend getaway', 'Weekendtur'),
  (8, 'event-companion', 'Event companion', 'Ledsager til arrangementer'),
  (9, 'couples', 'Couples', 'Par'),
  (10, 'gfe', 'Girlfriend experience (GFE)', 'Kæresteoplevelse (GFE)'),
  (11, 'role-play', 'Role play', 'Rollespil'),
  (12, 'striptease', 'Striptease', 'Striptease'),
  (13, 'duo', 'Duo with a friend', 'Duo med en veninde'),
  (14, 'incall', 'Incall', 'Modtager besøg'),
  (15, 'outcall', 'Outcall', 'Kommer ud')
) AS v(position, slug, name_en, name_da)
WHERE NOT EXISTS (SELECT 1 FROM "interests")
ORDER BY v.position;
