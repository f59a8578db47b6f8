ALTER TABLE "preferences" ADD COLUMN "theme" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "text_size" text DEFAULT 'medium' NOT NULL;