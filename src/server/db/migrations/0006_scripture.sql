CREATE TABLE "interpretations" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"translation" text NOT NULL,
	"model" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scripture_favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"scripture_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meditation_favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"meditation_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scripture_favorites" ADD CONSTRAINT "scripture_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meditation_favorites" ADD CONSTRAINT "meditation_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interpretations_reference_translation_idx" ON "interpretations" USING btree ("reference","translation");--> statement-breakpoint
CREATE UNIQUE INDEX "scripture_favorites_user_scripture_idx" ON "scripture_favorites" USING btree ("user_id","scripture_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meditation_favorites_user_meditation_idx" ON "meditation_favorites" USING btree ("user_id","meditation_id");