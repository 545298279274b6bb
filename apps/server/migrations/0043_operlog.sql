-- The operation log (GB/T 22239-2019 8.1.4.3): one record per write request, made by the route
-- layer. Append-only: a trigger refuses every UPDATE, and every DELETE of a record younger than the
-- retention (180 days), whoever asks; each record carries the hash of the one before it, so a record
-- changed or removed in the database behind the application's back is found by verifying the chain.
CREATE TABLE oper_log (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id       integer,
  username      text NOT NULL DEFAULT '',
  full_name     text NOT NULL DEFAULT '',
  -- The operator's department (staff) or enterprise (enterprise accounts).
  organisation  text NOT NULL DEFAULT '',
  ip            text NOT NULL DEFAULT '',
  user_agent    text NOT NULL DEFAULT '',
  module        text NOT NULL,
  action        text NOT NULL,
  method        text NOT NULL,
  path          text NOT NULL,
  target_ids    text NOT NULL DEFAULT '',
  params        text NOT NULL DEFAULT '',
  success       boolean NOT NULL,
  error_code    text NOT NULL DEFAULT '',
  error_message text NOT NULL DEFAULT '',
  duration_ms   integer NOT NULL,
  created_at    timestamptz NOT NULL,
  prev_hash     text NOT NULL,
  hash          text NOT NULL
);
CREATE INDEX oper_log_created_idx ON oper_log (created_at DESC);
CREATE INDEX oper_log_module_idx ON oper_log (module, created_at DESC);

CREATE FUNCTION oper_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.created_at < now() - interval '180 days' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'oper_log is append-only';
END;
$$;

CREATE TRIGGER oper_log_append_only BEFORE UPDATE OR DELETE ON oper_log
  FOR EACH ROW EXECUTE FUNCTION oper_log_append_only();
