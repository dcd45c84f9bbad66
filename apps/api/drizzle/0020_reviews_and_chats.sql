CREATE TABLE "review_counts" (
	"supplier_id" bigint NOT NULL,
	"rating" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"unanswered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_counts_supplier_id_rating_pk" PRIMARY KEY("supplier_id","rating")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" bigint NOT NULL,
	"external_id" text NOT NULL,
	"product_id" bigint,
	"product_name" text NOT NULL,
	"store_id" bigint,
	"order_id" bigint,
	"verified" boolean DEFAULT false NOT NULL,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"pros" text DEFAULT '' NOT NULL,
	"cons" text DEFAULT '' NOT NULL,
	"photo_sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_photos" boolean DEFAULT false NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"reply_edited_at" timestamp with time zone,
	"report_reason" text,
	"report_comment" text,
	"report_status" text,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chat_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"author" text NOT NULL,
	"client_id" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_templates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" bigint NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" bigint NOT NULL,
	"external_id" text NOT NULL,
	"buyer_name" text NOT NULL,
	"order_id" bigint,
	"product_id" bigint,
	"last_message_id" bigint,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_text" text DEFAULT '' NOT NULL,
	"last_message_author" text,
	"unread" integer DEFAULT 0 NOT NULL,
	"supplier_read_id" bigint DEFAULT 0 NOT NULL,
	"buyer_read_id" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_templates" ADD CONSTRAINT "chat_templates_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_external_id_key" ON "reviews" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "reviews_supplier_idx" ON "reviews" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "reviews_supplier_unanswered_idx" ON "reviews" USING btree ("supplier_id","id") WHERE "reviews"."reply" is null;--> statement-breakpoint
CREATE INDEX "reviews_supplier_rating_idx" ON "reviews" USING btree ("supplier_id","rating","id");--> statement-breakpoint
CREATE INDEX "reviews_supplier_product_idx" ON "reviews" USING btree ("supplier_id","product_id","id");--> statement-breakpoint
CREATE INDEX "reviews_supplier_created_idx" ON "reviews" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_text_trgm_idx" ON "reviews" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_key" ON "chat_messages" USING btree ("chat_id","author","client_id");--> statement-breakpoint
CREATE INDEX "chat_messages_chat_idx" ON "chat_messages" USING btree ("chat_id","id");--> statement-breakpoint
CREATE INDEX "chat_templates_supplier_idx" ON "chat_templates" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chats_external_id_key" ON "chats" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "chats_supplier_last_idx" ON "chats" USING btree ("supplier_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "chats_supplier_unread_idx" ON "chats" USING btree ("supplier_id","last_message_at","id") WHERE "chats"."unread" > 0;--> statement-breakpoint
CREATE INDEX "chats_buyer_name_trgm_idx" ON "chats" USING gin ("buyer_name" gin_trgm_ops);