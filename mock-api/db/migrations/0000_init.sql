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
CREATE TABLE "login_failure" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriber" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"email" text NOT NULL,
	"list_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscription" (
	"user_id" integer NOT NULL,
	"list_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscription_user_id_list_id_pk" PRIMARY KEY("user_id","list_id")
);
--> statement-breakpoint
CREATE TABLE "password_reset" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
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
CREATE TABLE "award" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"year" integer,
	"medal" text NOT NULL,
	"image" text,
	"position" integer DEFAULT 0 NOT NULL
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
CREATE TABLE "meal_icon" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
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
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text DEFAULT '' NOT NULL
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
CREATE TABLE "address_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"service_code" text NOT NULL,
	"delivery_type" text NOT NULL,
	"site_type" text DEFAULT 'STANDARD' NOT NULL,
	"pricing" text DEFAULT 'BOTTLE' NOT NULL,
	"bands" jsonb NOT NULL,
	"countries" jsonb NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"cart_id" text NOT NULL,
	"declination_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer,
	"type" text DEFAULT 'MAIN_CART' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"discount_code_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "city" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"name" text NOT NULL,
	"postal_code" text NOT NULL,
	"search_name" text NOT NULL,
	"department" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_address_type" (
	"address_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	CONSTRAINT "company_address_type_address_id_type_id_pk" PRIMARY KEY("address_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "company_address" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"add_line1" text NOT NULL,
	"add_line2" text,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text DEFAULT 'FRA' NOT NULL,
	"phone" text,
	"email" text,
	"lat" double precision,
	"lng" double precision,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"alpha_two" text NOT NULL,
	"alpha_three" text NOT NULL,
	"num_code" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"detail_type" text,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"is_valid" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"declination_id" integer,
	"product_id" integer,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"year" integer,
	"capacity" double precision,
	"capacity_unit" text,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer,
	"reference" text NOT NULL,
	"status" text DEFAULT 'PENDING_PAYMENT' NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"delivery_type" text NOT NULL,
	"carrier" jsonb,
	"access_point" jsonb,
	"delivery_address" jsonb,
	"billing_address" jsonb NOT NULL,
	"schedule_id" integer,
	"schedule_date" date,
	"message" text,
	"discount_code" text,
	"discount_type" text,
	"discount_detail_type" text,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"bottle_halves" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relay_point" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"carrier_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"add_line1" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"icon" text
);
--> statement-breakpoint
CREATE TABLE "schedule" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"address_id" integer NOT NULL,
	"name" text NOT NULL,
	"slots" jsonb NOT NULL,
	"closed_dates" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "component_conf" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"conf" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_app_config" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"app" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"public_config" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logo" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"type" text NOT NULL,
	"filename" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"external_path" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_layout" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"name" text NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"hash" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"preview_path" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"menu_title" text,
	"menu_icon" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_home" boolean DEFAULT false NOT NULL,
	"show_in_menu" boolean DEFAULT true NOT NULL,
	"is_fixed_on_right" boolean DEFAULT false NOT NULL,
	"is_text" boolean DEFAULT false NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"link_type" text DEFAULT 'NONE' NOT NULL,
	"link_url" text,
	"link_js_code" text,
	"is_cms_page" boolean DEFAULT false NOT NULL,
	"cms_route" text,
	"cms_config" jsonb,
	"is_ecommerce_page" boolean DEFAULT false NOT NULL,
	"is_custom_header" boolean DEFAULT false NOT NULL,
	"is_custom_footer" boolean DEFAULT false NOT NULL,
	"meta_description" text
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
CREATE TABLE "payment_key" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"provider" text NOT NULL,
	"public_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popup" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"show_on_every_reload" boolean DEFAULT false NOT NULL,
	"delay_seconds" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_visit" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"from" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "album_image" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"album_id" integer NOT NULL,
	"filename" text NOT NULL,
	"name" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"external_path" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "album" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_article" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"folder_id" integer,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"image_name" text,
	"image_path" text,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_folder" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"parent_id" integer,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "element_registration" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"element_id" integer NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"seats" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "element" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"route" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"image_name" text,
	"image_path" text,
	"url" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"location" text,
	"capacity" integer,
	"registered_count" integer DEFAULT 0 NOT NULL,
	"is_registration_open" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_answer" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"submit_label" text DEFAULT 'Envoyer' NOT NULL,
	"fields" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_review" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"author" text NOT NULL,
	"author_photo" text,
	"rating" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"category" text,
	"summary" text DEFAULT '' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"image_name" text,
	"image_path" text,
	"published_at" timestamp with time zone NOT NULL,
	"is_promoted" boolean DEFAULT false NOT NULL,
	"promote_message" text
);
--> statement-breakpoint
CREATE TABLE "service_price" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"label" text NOT NULL,
	"price_cents" integer NOT NULL,
	"is_starting_price" boolean DEFAULT false NOT NULL,
	"duration_minutes" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"image_name" text,
	"image_path" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD CONSTRAINT "outbox_mail_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_failure" ADD CONSTRAINT "login_failure_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_list" ADD CONSTRAINT "newsletter_list_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriber" ADD CONSTRAINT "newsletter_subscriber_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriber" ADD CONSTRAINT "newsletter_subscriber_list_id_newsletter_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."newsletter_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscription" ADD CONSTRAINT "newsletter_subscription_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscription" ADD CONSTRAINT "newsletter_subscription_list_id_newsletter_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."newsletter_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscription" ADD CONSTRAINT "newsletter_subscription_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset" ADD CONSTRAINT "password_reset_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset" ADD CONSTRAINT "password_reset_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award" ADD CONSTRAINT "award_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award" ADD CONSTRAINT "award_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declination" ADD CONSTRAINT "declination_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declination" ADD CONSTRAINT "declination_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declination" ADD CONSTRAINT "declination_variation1_id_variation_detail_id_fk" FOREIGN KEY ("variation1_id") REFERENCES "public"."variation_detail"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declination" ADD CONSTRAINT "declination_variation2_id_variation_detail_id_fk" FOREIGN KEY ("variation2_id") REFERENCES "public"."variation_detail"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declination" ADD CONSTRAINT "declination_variation3_id_variation_detail_id_fk" FOREIGN KEY ("variation3_id") REFERENCES "public"."variation_detail"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_icon" ADD CONSTRAINT "meal_icon_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_detail" ADD CONSTRAINT "variation_detail_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_detail" ADD CONSTRAINT "variation_detail_variation_id_variation_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation" ADD CONSTRAINT "variation_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_type" ADD CONSTRAINT "address_type_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier" ADD CONSTRAINT "carrier_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_product" ADD CONSTRAINT "cart_product_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_product" ADD CONSTRAINT "cart_product_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_product" ADD CONSTRAINT "cart_product_declination_id_declination_id_fk" FOREIGN KEY ("declination_id") REFERENCES "public"."declination"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_discount_code_id_discount_code_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_code"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city" ADD CONSTRAINT "city_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city" ADD CONSTRAINT "city_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_address_type" ADD CONSTRAINT "company_address_type_address_id_company_address_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."company_address"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_address_type" ADD CONSTRAINT "company_address_type_type_id_address_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."address_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_address_type" ADD CONSTRAINT "company_address_type_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_address" ADD CONSTRAINT "company_address_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country" ADD CONSTRAINT "country_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code" ADD CONSTRAINT "discount_code_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_line" ADD CONSTRAINT "shop_order_line_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_line" ADD CONSTRAINT "shop_order_line_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_line" ADD CONSTRAINT "shop_order_line_declination_id_declination_id_fk" FOREIGN KEY ("declination_id") REFERENCES "public"."declination"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_line" ADD CONSTRAINT "shop_order_line_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_schedule_id_schedule_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedule"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_point" ADD CONSTRAINT "relay_point_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_point" ADD CONSTRAINT "relay_point_carrier_id_carrier_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carrier"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule" ADD CONSTRAINT "schedule_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule" ADD CONSTRAINT "schedule_address_id_company_address_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."company_address"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_conf" ADD CONSTRAINT "component_conf_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_app_config" ADD CONSTRAINT "external_app_config_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logo" ADD CONSTRAINT "logo_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_layout" ADD CONSTRAINT "page_layout_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_layout" ADD CONSTRAINT "page_layout_page_id_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page" ADD CONSTRAINT "page_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page" ADD CONSTRAINT "page_parent_id_page_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parameter" ADD CONSTRAINT "parameter_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_key" ADD CONSTRAINT "payment_key_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup" ADD CONSTRAINT "popup_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visit" ADD CONSTRAINT "site_visit_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_image" ADD CONSTRAINT "album_image_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_image" ADD CONSTRAINT "album_image_album_id_album_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."album"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album" ADD CONSTRAINT "album_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_article" ADD CONSTRAINT "blog_article_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_article" ADD CONSTRAINT "blog_article_folder_id_blog_folder_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."blog_folder"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_folder" ADD CONSTRAINT "blog_folder_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_folder" ADD CONSTRAINT "blog_folder_parent_id_blog_folder_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_folder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_message" ADD CONSTRAINT "contact_message_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "element_registration" ADD CONSTRAINT "element_registration_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "element_registration" ADD CONSTRAINT "element_registration_element_id_element_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."element"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "element" ADD CONSTRAINT "element_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answer" ADD CONSTRAINT "form_answer_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answer" ADD CONSTRAINT "form_answer_form_id_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."form"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form" ADD CONSTRAINT "form_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_review" ADD CONSTRAINT "google_review_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_price" ADD CONSTRAINT "service_price_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_price" ADD CONSTRAINT "service_price_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service" ADD CONSTRAINT "service_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failure_lookup" ON "login_failure" USING btree ("site_id","email","address","created_at");--> statement-breakpoint
CREATE INDEX "newsletter_list_site" ON "newsletter_list" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriber_site_email_list" ON "newsletter_subscriber" USING btree ("site_id","email","list_id");--> statement-breakpoint
CREATE INDEX "newsletter_subscription_site" ON "newsletter_subscription" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "password_reset_user" ON "password_reset" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_site_email" ON "app_user" USING btree ("site_id",lower("email"));--> statement-breakpoint
CREATE INDEX "award_product" ON "award" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "declination_product" ON "declination" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "declination_site" ON "declination" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "product_site" ON "product" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "variation_detail_variation" ON "variation_detail" USING btree ("variation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "address_type_site_value" ON "address_type" USING btree ("site_id","value");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_product_cart_declination" ON "cart_product" USING btree ("cart_id","declination_id");--> statement-breakpoint
CREATE INDEX "cart_site_user" ON "cart" USING btree ("site_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_user_default" ON "cart" USING btree ("user_id") WHERE "cart"."is_default";--> statement-breakpoint
CREATE INDEX "city_country_postal" ON "city" USING btree ("country_id","postal_code");--> statement-breakpoint
CREATE INDEX "city_country_search" ON "city" USING btree ("country_id","search_name");--> statement-breakpoint
CREATE UNIQUE INDEX "country_site_alpha3" ON "country" USING btree ("site_id","alpha_three");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_code_site_code" ON "discount_code" USING btree ("site_id","code");--> statement-breakpoint
CREATE INDEX "shop_order_line_order" ON "shop_order_line" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shop_order_site_user" ON "shop_order" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "relay_point_site_zip" ON "relay_point" USING btree ("site_id","zip_code");--> statement-breakpoint
CREATE UNIQUE INDEX "component_conf_site_slug" ON "component_conf" USING btree ("site_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "external_app_config_site_app" ON "external_app_config" USING btree ("site_id","app");--> statement-breakpoint
CREATE UNIQUE INDEX "logo_site_type" ON "logo" USING btree ("site_id","type");--> statement-breakpoint
CREATE INDEX "page_layout_site_page" ON "page_layout" USING btree ("site_id","page_id");--> statement-breakpoint
CREATE UNIQUE INDEX "page_site_url" ON "page" USING btree ("site_id","url");--> statement-breakpoint
CREATE INDEX "page_site_parent" ON "page" USING btree ("site_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parameter_site_type" ON "parameter" USING btree ("site_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "parameter_site_param" ON "parameter" USING btree ("site_id","param_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_key_site_provider" ON "payment_key" USING btree ("site_id","provider");--> statement-breakpoint
CREATE INDEX "popup_site" ON "popup" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "site_visit_site_from" ON "site_visit" USING btree ("site_id","from");--> statement-breakpoint
CREATE INDEX "album_image_album" ON "album_image" USING btree ("album_id");--> statement-breakpoint
CREATE INDEX "blog_article_site_folder" ON "blog_article" USING btree ("site_id","folder_id");--> statement-breakpoint
CREATE INDEX "blog_folder_site_parent" ON "blog_folder" USING btree ("site_id","parent_id");--> statement-breakpoint
CREATE INDEX "element_registration_element" ON "element_registration" USING btree ("element_id");--> statement-breakpoint
CREATE INDEX "element_site_route" ON "element" USING btree ("site_id","route");--> statement-breakpoint
CREATE INDEX "form_answer_form" ON "form_answer" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "google_review_site_published" ON "google_review" USING btree ("site_id","published_at");--> statement-breakpoint
CREATE INDEX "news_site_published" ON "news" USING btree ("site_id","published_at");--> statement-breakpoint
CREATE INDEX "service_price_service" ON "service_price" USING btree ("service_id");