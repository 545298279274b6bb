-- 用户性别 is a dictionary staff extend (字典管理: sys_user_sex); the server checks a value against it,
-- so the fixed list goes.
ALTER TABLE app_user DROP CONSTRAINT IF EXISTS app_user_sex_check;
