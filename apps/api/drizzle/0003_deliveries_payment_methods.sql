CREATE TABLE "delivery_methods" (
	"supplier_id" bigint NOT NULL,
	"carrier" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"settings" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_methods_supplier_id_carrier_pk" PRIMARY KEY("supplier_id","carrier")
);
--> statement-breakpoint
CREATE TABLE "np_api_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" bigint NOT NULL,
	"name" text NOT NULL,
	"key_sealed" text NOT NULL,
	"key_fingerprint" text NOT NULL,
	"last4" text NOT NULL,
	"counterparty_ref" text,
	"counterparty_description" text,
	"status" text DEFAULT 'valid' NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "np_sender_settings" (
	"supplier_id" bigint PRIMARY KEY NOT NULL,
	"key_id" bigint,
	"counterparty_ref" text NOT NULL,
	"counterparty_name" text NOT NULL,
	"contact_ref" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"city_ref" text NOT NULL,
	"city_name" text NOT NULL,
	"kind" text NOT NULL,
	"warehouse_ref" text,
	"warehouse_name" text,
	"address_ref" text,
	"address_text" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_payment_methods" (
	"supplier_id" bigint NOT NULL,
	"method" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"settings" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_payment_methods_supplier_id_method_pk" PRIMARY KEY("supplier_id","method")
);
--> statement-breakpoint
ALTER TABLE "delivery_methods" ADD CONSTRAINT "delivery_methods_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "np_api_keys" ADD CONSTRAINT "np_api_keys_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "np_sender_settings" ADD CONSTRAINT "np_sender_settings_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "np_sender_settings" ADD CONSTRAINT "np_sender_settings_key_id_np_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."np_api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payment_methods" ADD CONSTRAINT "supplier_payment_methods_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "np_api_keys_supplier_idx" ON "np_api_keys" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "np_api_keys_fingerprint_key" ON "np_api_keys" USING btree ("supplier_id","key_fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "np_api_keys_default_key" ON "np_api_keys" USING btree ("supplier_id") WHERE "np_api_keys"."is_default";