CREATE TABLE "job_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"instance" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"done" integer,
	"outcome" text DEFAULT 'running' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_runs_job_started_idx" ON "job_runs" USING btree ("job","started_at");--> statement-breakpoint
CREATE INDEX "limit_hits_key_at_idx" ON "limit_hits" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "limit_hits_at_idx" ON "limit_hits" USING btree ("at");--> statement-breakpoint
CREATE INDEX "limit_windows_resets_at_idx" ON "limit_windows" USING btree ("resets_at");