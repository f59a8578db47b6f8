CREATE TABLE "used_trials" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"first_trial_at" timestamp with time zone NOT NULL
);
