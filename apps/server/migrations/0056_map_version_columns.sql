-- The map's data version (0053) moved at every update of a facility, a project or an enterprise,
-- so each saved filing draft or edited company profile threw away every process's kept map
-- answers, in the deadline week as often as several times a second. It now moves only when a
-- column the map shows changes (migrations/0053's map_version; domains/map/features.ts
-- FEATURE_SOURCES), and at every insert and delete as before. map_feature, changed by staff
-- only, keeps moving it at every change.
DROP TRIGGER facility_map_version ON facility;
DROP TRIGGER project_map_version ON project;
DROP TRIGGER enterprise_map_version ON enterprise;

CREATE CONSTRAINT TRIGGER facility_map_version AFTER INSERT OR DELETE ON facility
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_map_version();
CREATE CONSTRAINT TRIGGER facility_map_version_update AFTER UPDATE ON facility
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.mainstay_id IS DISTINCT FROM NEW.mainstay_id OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.facility_type IS DISTINCT FROM NEW.facility_type OR OLD.capacity_mw IS DISTINCT FROM NEW.capacity_mw
    OR OLD.city_code IS DISTINCT FROM NEW.city_code OR OLD.address IS DISTINCT FROM NEW.address
    OR OLD.longitude IS DISTINCT FROM NEW.longitude OR OLD.latitude IS DISTINCT FROM NEW.latitude
    OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION bump_map_version();

CREATE CONSTRAINT TRIGGER project_map_version AFTER INSERT OR DELETE ON project
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_map_version();
CREATE CONSTRAINT TRIGGER project_map_version_update AFTER UPDATE ON project
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.mainstay_id IS DISTINCT FROM NEW.mainstay_id OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.project_type IS DISTINCT FROM NEW.project_type OR OLD.capacity_mw IS DISTINCT FROM NEW.capacity_mw
    OR OLD.investment IS DISTINCT FROM NEW.investment OR OLD.city_code IS DISTINCT FROM NEW.city_code
    OR OLD.filing_status IS DISTINCT FROM NEW.filing_status OR OLD.project_code IS DISTINCT FROM NEW.project_code
    OR OLD.longitude IS DISTINCT FROM NEW.longitude OR OLD.latitude IS DISTINCT FROM NEW.latitude)
  EXECUTE FUNCTION bump_map_version();

CREATE CONSTRAINT TRIGGER enterprise_map_version AFTER INSERT OR DELETE ON enterprise
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_map_version();
CREATE CONSTRAINT TRIGGER enterprise_map_version_update AFTER UPDATE ON enterprise
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.contact_name IS DISTINCT FROM NEW.contact_name
    OR OLD.contact_phone IS DISTINCT FROM NEW.contact_phone)
  EXECUTE FUNCTION bump_map_version();
