-- The sessions' version is announced to the process that commits it as well as to those that
-- listen (src/domains/auth/sessions.ts): on PostgreSQL each process hears other processes' changes
-- through LISTEN session_version, which arrives a moment after their commit, and its own through
-- a notice the deferred trigger raises on the committing connection, which arrives before the
-- commit's answer, so this process's next request already knows. Only connections that ask for it
-- (the setting ent.session_notices, set by the server's pool) get the notice: psql and the
-- embedded database stay quiet.
CREATE OR REPLACE FUNCTION bump_session_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE session_version SET version = version + 1, txid = txid_current() WHERE txid <> txid_current();
  IF FOUND THEN
    PERFORM pg_notify('session_version', '');
    IF current_setting('ent.session_notices', true) = 'on' THEN
      RAISE NOTICE 'session_version';
    END IF;
  END IF;
  RETURN NULL;
END
$$;
