-- Replay tokens are ASCII and only ever compared for equality, yet their key was compared under
-- the database's collation (strcoll for each comparison of every insert into the key's B-tree, the
-- most frequent write of the platform on PostgreSQL). Byte order does the same job for less: an
-- insert of 300,000 tokens took about an eighth less time under "C" than under C.UTF-8 (the making
-- of the tokens counted in both).
ALTER TABLE replay_nonce ALTER COLUMN token TYPE text COLLATE "C";
