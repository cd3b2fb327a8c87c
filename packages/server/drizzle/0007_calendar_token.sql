ALTER TABLE "users" ADD COLUMN "takvim_token" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "users_takvim_token_uq" ON "users" USING btree ("takvim_token");