CREATE TABLE "ad_attributions" (
	"order_item_id" bigint PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"click_event_id" bigint NOT NULL,
	"day" date NOT NULL,
	"revenue" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_campaign_products" (
	"campaign_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	CONSTRAINT "ad_campaign_products_campaign_id_product_id_pk" PRIMARY KEY("campaign_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "ad_campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" bigint NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"daily_budget" bigint NOT NULL,
	"bid" bigint NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_campaigns_money_check" CHECK ("ad_campaigns"."bid" > 0 and "ad_campaigns"."daily_budget" >= "ad_campaigns"."bid"),
	CONSTRAINT "ad_campaigns_dates_check" CHECK ("ad_campaigns"."ends_on" is null or "ad_campaigns"."ends_on" >= "ad_campaigns"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "ad_charges" (
	"campaign_id" bigint NOT NULL,
	"day" date NOT NULL,
	"supplier_id" bigint NOT NULL,
	"spend" bigint NOT NULL,
	"charged" bigint NOT NULL,
	"shortfall" bigint NOT NULL,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_charges_campaign_id_day_pk" PRIMARY KEY("campaign_id","day")
);
--> statement-breakpoint
CREATE TABLE "ad_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"campaign_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"counted" boolean NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_stats_daily" (
	"campaign_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"day" date NOT NULL,
	"supplier_id" bigint NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"spend" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_stats_daily_campaign_id_product_id_day_pk" PRIMARY KEY("campaign_id","product_id","day")
);
--> statement-breakpoint
ALTER TABLE "ad_attributions" ADD CONSTRAINT "ad_attributions_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaign_products" ADD CONSTRAINT "ad_campaign_products_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaign_products" ADD CONSTRAINT "ad_campaign_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_charges" ADD CONSTRAINT "ad_charges_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_charges" ADD CONSTRAINT "ad_charges_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_events" ADD CONSTRAINT "ad_events_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_stats_daily" ADD CONSTRAINT "ad_stats_daily_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_attributions_campaign_idx" ON "ad_attributions" USING btree ("campaign_id","order_id");--> statement-breakpoint
CREATE INDEX "ad_campaign_products_product_idx" ON "ad_campaign_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "ad_campaigns_supplier_idx" ON "ad_campaigns" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "ad_charges_supplier_idx" ON "ad_charges" USING btree ("supplier_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_events_external_id_key" ON "ad_events" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "ad_events_clicks_idx" ON "ad_events" USING btree ("product_id","created_at") WHERE "ad_events"."kind" = 'click' and "ad_events"."counted";--> statement-breakpoint
CREATE INDEX "ad_stats_daily_supplier_day_idx" ON "ad_stats_daily" USING btree ("supplier_id","day");