DROP INDEX "notification_deliveries_channel_key";--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "member_id" bigint;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_recipient_key" ON "notification_deliveries" USING btree ("notification_id","channel",coalesce("member_id", 0));