CREATE TABLE "outbox_mail" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"development_url" text NOT NULL,
	"production_url" text NOT NULL,
	"server" text DEFAULT 'local' NOT NULL,
	"is_winemaker" boolean DEFAULT false NOT NULL,
	"is_ecommerce" boolean DEFAULT false NOT NULL,
	"is_building" boolean DEFAULT false NOT NULL,
	"technical_file_model" text,
	"dashboard_type" text DEFAULT 'DEFAULT' NOT NULL,
	"default_lang" text DEFAULT 'fr_FR' NOT NULL,
	"fonts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'CUSTOMER' NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"phone" text,
	"birthdate" date,
	"newsletter" boolean DEFAULT false NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declination" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"year" integer,
	"capacity_x10" integer,
	"capacity_unit" text,
	"variation1_id" integer,
	"variation2_id" integer,
	"variation3_id" integer,
	"price_cents" integer NOT NULL,
	"fixed_price" boolean DEFAULT false NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"set_quantity" boolean DEFAULT false NOT NULL,
	"sell_by_multiple_of" integer DEFAULT 1 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT 'PERCENT' NOT NULL,
	"image" text,
	"is_valid" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"type" text NOT NULL,
	"subtype" text,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"appellation" text,
	"kind" text,
	"color" text,
	"grape_varieties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"short_description" text,
	"description" text,
	"image" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"multiple_of" integer DEFAULT 1 NOT NULL,
	"has_shipping_fees" boolean DEFAULT true NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nutritional" jsonb,
	"decreasing_discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meal_icon_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommended_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variation_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"variation_id" integer NOT NULL,
	"label" text NOT NULL,
	"display_label" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variation" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parameter" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"param_id" integer NOT NULL,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"value" text,
	"is_public" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD CONSTRAINT "outbox_mail_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declination" ADD CONSTRAINT "declination_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declination" ADD CONSTRAINT "declination_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declination" ADD CONSTRAINT "declination_variation1_id_variation_detail_id_fk" FOREIGN KEY ("variation1_id") REFERENCES "public"."variation_detail"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declination" ADD CONSTRAINT "declination_variation2_id_variation_detail_id_fk" FOREIGN KEY ("variation2_id") REFERENCES "public"."variation_detail"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declination" ADD CONSTRAINT "declination_variation3_id_variation_detail_id_fk" FOREIGN KEY ("variation3_id") REFERENCES "public"."variation_detail"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_detail" ADD CONSTRAINT "variation_detail_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_detail" ADD CONSTRAINT "variation_detail_variation_id_variation_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation" ADD CONSTRAINT "variation_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parameter" ADD CONSTRAINT "parameter_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_user" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_site_email" ON "app_user" USING btree ("site_id",lower("email"));--> statement-breakpoint
CREATE INDEX "declination_product" ON "declination" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "declination_site" ON "declination" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "product_site" ON "product" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "variation_detail_variation" ON "variation_detail" USING btree ("variation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parameter_site_type" ON "parameter" USING btree ("site_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "parameter_site_param" ON "parameter" USING btree ("site_id","param_id");