-- Map data (SPEC §3 map feature) that staff manage: enterprise locations, facility and project
-- points not held by their records, and networks (oil-gas pipelines, power lines) as lines. The
-- facilities and projects with coordinates come onto the map from their own tables.
CREATE TABLE map_feature (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- SPEC §2 ifUse: 1 enterprise, 2 facility, 3 project, 4 network.
  kind           text NOT NULL CHECK (kind IN ('1', '2', '3', '4')),
  name           text NOT NULL,
  this_type      text NOT NULL DEFAULT '',
  -- The owning enterprise (an enterprise's own location or network); null for staff's own data.
  mainstay_id    integer REFERENCES enterprise (id) ON DELETE CASCADE,
  city_code      text,
  -- The cities a line crosses (a point's own city), for the city filter and data scope.
  cities         text[] NOT NULL DEFAULT '{}',
  longitude      double precision,
  latitude       double precision,
  -- A line's vertices [[lon, lat], ...] in WGS84.
  path           jsonb,
  -- The extent: a point's coordinate, a line's bounding box; what the extent query reads.
  min_lon        double precision NOT NULL,
  min_lat        double precision NOT NULL,
  max_lon        double precision NOT NULL,
  max_lat        double precision NOT NULL,
  contact_name   text NOT NULL DEFAULT '',
  contact_phone  text NOT NULL DEFAULT '',
  -- Seen by every logged-in account (networks); otherwise by the owner and staff in scope.
  is_public      boolean NOT NULL DEFAULT false,
  remark         text NOT NULL DEFAULT '',
  updated_by     text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = '4') = (path IS NOT NULL))
);
CREATE INDEX map_feature_extent_idx ON map_feature (min_lon, max_lon, min_lat, max_lat);
CREATE INDEX map_feature_owner_idx ON map_feature (mainstay_id);
CREATE INDEX map_feature_city_idx ON map_feature (city_code);
-- The records' own coordinates, read by the same extent query.
CREATE INDEX facility_coordinate_idx ON facility (longitude, latitude) WHERE longitude IS NOT NULL;
CREATE INDEX project_coordinate_idx ON project (longitude, latitude) WHERE longitude IS NOT NULL;
