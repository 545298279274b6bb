-- The sessions' data version: every server process keeps the sessions its requests use
-- (src/domains/auth/sessions.ts) and trusts its copy only while this number stays where it was
-- when the copy was read, so a change committed before a request arrives counts for that request
-- on every process, as when every request read its session row. It moves at the commit of any
-- change that can end a session or alter who holds it: a session revoked, shortened, removed or
-- its last activity moved back; an account's status, name, kind, enterprise, password state or
-- second factor; a role given or taken; a role renamed or re-sorted. Logins (new sessions) and
-- the last-activity writes leave it alone. As with map_version, the bump runs once per
-- transaction at commit. It is also announced (NOTIFY session_version): on the embedded database,
-- where the one server process makes every commit, the process learns of it at the commit
-- instead of reading it.
CREATE TABLE session_version (
  id       boolean PRIMARY KEY DEFAULT true CHECK (id),
  version  bigint NOT NULL DEFAULT 0,
  txid     bigint NOT NULL DEFAULT 0
);
INSERT INTO session_version DEFAULT VALUES;

CREATE FUNCTION bump_session_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE session_version SET version = version + 1, txid = txid_current() WHERE txid <> txid_current();
  IF FOUND THEN
    PERFORM pg_notify('session_version', '');
  END IF;
  RETURN NULL;
END
$$;

-- A session's last activity moving forward cannot end it; moved back (by hand), it can (the idle
-- limit), so that counts too.
CREATE CONSTRAINT TRIGGER auth_session_version AFTER UPDATE ON auth_session
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.client_id IS DISTINCT FROM NEW.client_id
    OR NEW.last_seen_at < OLD.last_seen_at)
  EXECUTE FUNCTION bump_session_version();
CREATE CONSTRAINT TRIGGER auth_session_removed_version AFTER DELETE ON auth_session
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_session_version();
CREATE CONSTRAINT TRIGGER app_user_session_version AFTER UPDATE ON app_user
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.username IS DISTINCT FROM NEW.username
    OR OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.type_of IS DISTINCT FROM NEW.type_of
    OR OLD.mainstay_id IS DISTINCT FROM NEW.mainstay_id
    OR OLD.must_change_password IS DISTINCT FROM NEW.must_change_password
    OR OLD.password_changed_at IS DISTINCT FROM NEW.password_changed_at
    OR OLD.mfa_secret IS DISTINCT FROM NEW.mfa_secret)
  EXECUTE FUNCTION bump_session_version();
CREATE CONSTRAINT TRIGGER app_user_removed_version AFTER DELETE ON app_user
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_session_version();
CREATE CONSTRAINT TRIGGER user_role_session_version AFTER INSERT OR UPDATE OR DELETE ON user_role
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_session_version();
CREATE CONSTRAINT TRIGGER role_session_version AFTER UPDATE ON role
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.code IS DISTINCT FROM NEW.code OR OLD.sort IS DISTINCT FROM NEW.sort)
  EXECUTE FUNCTION bump_session_version();
CREATE CONSTRAINT TRIGGER role_removed_version AFTER DELETE ON role
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_session_version();

-- Replay tokens are written for every enveloped request and live ten minutes: no write-ahead log
-- for them. A crash of the database server empties the table, so a request captured in its last
-- five minutes could be replayed once; docs/PROTOCOL.md says so. Their expiry, written in order,
-- is found by a block-range index, which costs almost nothing to keep up (a B-tree on it cost
-- about a fifth of each insert).
ALTER TABLE replay_nonce SET UNLOGGED;
DROP INDEX replay_nonce_expires_idx;
CREATE INDEX replay_nonce_expires_idx ON replay_nonce USING brin (expires_at);
