-- 操作对象 of a delete: the names of the records as they were just before, kept with the record
-- (a JSON object from id to name; '' when there was nothing to name), since once deleted they can
-- no longer be looked up. A new column with a constant default rewrites no row, so the append-only
-- trigger is not involved.
ALTER TABLE oper_log ADD COLUMN target_names text NOT NULL DEFAULT '';
