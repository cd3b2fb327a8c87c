-- One e-mail address, one person, compared case-insensitively; accounts without an e-mail ('') may
-- be many (anonymised users, users created before e-mails were required).
--
-- A database that already holds two accounts with one address would make CREATE UNIQUE INDEX fail,
-- and with it every start of the server. So the index is created only where no such pair exists;
-- elsewhere the migration leaves a notice and the services' own check (services/email-uniqueness.ts)
-- still refuses every new duplicate. Once staff have given those accounts their own addresses
-- (the admin users list, search by the address), the statement below can be run by hand to add the
-- index (docs/input-rules.md, "E-mail addresses").
DO $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "users" WHERE "email" <> '' GROUP BY lower("email") HAVING count(*) > 1
  ) THEN
    RAISE NOTICE 'users_email_lower_uq not created: some e-mail addresses are shared by several users';
  ELSE
    CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email")) WHERE "users"."email" <> '';
  END IF;
END $$;
