-- The map's data version: one number that grows when a committed change touches what the map
-- shows (map data, facilities, projects, enterprises). The features endpoint reads it in the same
-- snapshot as the features, so each process can keep a whole-province answer until the number moves.
-- The bump runs at commit (a deferred constraint trigger) and once per transaction, so writers hold
-- the row only for the instant of their commit.
CREATE TABLE map_version (
  id       boolean PRIMARY KEY DEFAULT true CHECK (id),
  version  bigint NOT NULL DEFAULT 0,
  txid     bigint NOT NULL DEFAULT 0
);
INSERT INTO map_version DEFAULT VALUES;

CREATE FUNCTION bump_map_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE map_version SET version = version + 1, txid = txid_current() WHERE txid <> txid_current();
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER map_feature_version AFTER INSERT OR UPDATE OR DELETE ON map_feature
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_map_version();
CREATE CONSTRAINT TRIGGER facility_map_version AFTER INSERT OR UPDATE OR DELETE ON facility
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_map_version();
CREATE CONSTRAINT TRIGGER project_map_version AFTER INSERT OR UPDATE OR DELETE ON project
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_map_version();
CREATE CONSTRAINT TRIGGER enterprise_map_version AFTER INSERT OR UPDATE OR DELETE ON enterprise
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_map_version();
