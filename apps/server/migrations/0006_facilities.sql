-- Project filing (/dataAdministration/informationFilling). A project row is its own filing: the
-- values of the PV filing form are kept on the row (form_values) with the definition version they
-- were filled under (form_id), so the list's columns (name, code, capacity, investment, city) are
-- copies of those values, written together in one statement. The coordinate comes from the page
-- (the form's coordinatePicker slot), not from the form. filing_status moves draft -> submitted ->
-- approved | rejected; a rejected filing is edited and submitted again.

ALTER TABLE project
  ADD COLUMN project_code   text,
  ADD COLUMN form_id        integer REFERENCES form_definition (id),
  ADD COLUMN form_values    jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Bumped by every save; a save naming an older revision is refused.
  ADD COLUMN revision       integer NOT NULL DEFAULT 1,
  ADD COLUMN longitude      numeric(10, 6),
  ADD COLUMN latitude       numeric(10, 6),
  ADD COLUMN user_id        integer REFERENCES app_user (id) ON DELETE SET NULL,
  ADD COLUMN submit_time    timestamptz,
  ADD COLUMN review_time    timestamptz,
  ADD COLUMN reviewed_by    integer REFERENCES app_user (id) ON DELETE SET NULL,
  ADD COLUMN review_opinion text NOT NULL DEFAULT '';

ALTER TABLE project
  ADD CONSTRAINT project_filing_status_check CHECK (filing_status IN ('draft', 'submitted', 'approved', 'rejected'));

-- A project code is filed once: the check on submit looks it up.
CREATE INDEX project_code_idx ON project (project_code);
CREATE INDEX project_mainstay_status_idx ON project (mainstay_id, filing_status);
