CREATE TABLE "payment_intent" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"provider" text DEFAULT 'test' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"challenge_id" text,
	"last_four" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "payment_method" text DEFAULT 'CARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "payment_status" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD CONSTRAINT "payment_intent_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD CONSTRAINT "payment_intent_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD CONSTRAINT "payment_intent_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intent_order" ON "payment_intent" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intent_challenge" ON "payment_intent" USING btree ("challenge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_order_idempotency" ON "shop_order" USING btree ("site_id","user_id","idempotency_key") WHERE "shop_order"."idempotency_key" is not null;