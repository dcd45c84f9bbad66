ALTER TABLE "team_members" ADD COLUMN "telegram_id" text;--> statement-breakpoint
ALTER TABLE "telegram_link_tokens" ADD COLUMN "member_id" bigint;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "permission" text;--> statement-breakpoint
-- What notificationPermission() (contracts/notification-permissions.ts) gives each stored one.
UPDATE "notifications" SET "permission" = CASE
  WHEN "text_key" = 'chat_message' THEN 'chats'
  WHEN "text_key" = 'review_created' THEN 'reviews'
  WHEN "text_key" IN ('return_requested', 'return_status') THEN 'returns'
  WHEN "text_key" = 'webhook_disabled' THEN 'integrations'
  WHEN "type" = 'product' THEN 'catalogue'
  WHEN "type" = 'system' THEN 'settings'
  ELSE 'orders:read'
END;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "permission" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "member_id" bigint;--> statement-breakpoint
ALTER TABLE "telegram_link_tokens" ADD CONSTRAINT "telegram_link_tokens_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;