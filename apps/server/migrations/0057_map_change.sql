-- What each map version changed (0053's map_version), so that a process keeping a whole-province
-- answer reads only the rows a change touched instead of all 20,000 (domains/map/featureCache.ts).
-- The same deferred trigger that moves the version notes the table and row of every change under
-- the new version; an enterprise's change stands for every feature it owns. The last 1,000 versions
-- are kept: a process further behind than that reads everything again.
CREATE TABLE map_change (
  version  bigint NOT NULL,
  source   text NOT NULL,
  row_id   bigint NOT NULL
);
CREATE INDEX map_change_version_idx ON map_change (version);

CREATE OR REPLACE FUNCTION bump_map_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current_version bigint;
BEGIN
  UPDATE map_version SET version = version + 1, txid = txid_current() WHERE txid <> txid_current()
    RETURNING version INTO current_version;
  IF FOUND THEN
    -- Once per transaction, when it moves the version.
    DELETE FROM map_change WHERE version <= current_version - 1000;
  ELSE
    SELECT version INTO current_version FROM map_version;
  END IF;
  INSERT INTO map_change (version, source, row_id)
    VALUES (current_version, TG_TABLE_NAME, CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END
$$;
