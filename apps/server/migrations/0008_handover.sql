-- External identity handover (docs/ROUTES.md "Handover protocol"): the one-time codes a configured
-- provider obtains for its users, the bind tickets /bind presents, and the stored bindings of
-- provider subjects to platform accounts.

-- Codes and tickets are kept only as SHA-256 hashes; used_at makes each one single use across every
-- server process (a conditional UPDATE claims it).
CREATE TABLE handover_grant (
  token_hash text PRIMARY KEY,
  kind       text NOT NULL CHECK (kind IN ('code', 'bind')),
  client_id  text NOT NULL,
  subject    text NOT NULL,
  -- How the provider names its user (e.g. a masked name), shown on /bind so nobody binds a
  -- stranger's identity to their account unawares.
  display_name text,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX handover_grant_expires_idx ON handover_grant (expires_at);

CREATE TABLE external_identity (
  client_id     text NOT NULL,
  subject       text NOT NULL,
  user_id       integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  bound_at      timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz,
  PRIMARY KEY (client_id, subject)
);
CREATE INDEX external_identity_user_idx ON external_identity (user_id);
