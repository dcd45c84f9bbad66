ALTER TABLE "return_events" ADD COLUMN "member_name" text;--> statement-breakpoint
UPDATE "return_events" e SET "member_name" = p."name" FROM "team_members" m JOIN "team_people" p ON p."id" = m."person_id" WHERE m."id" = e."member_id";
