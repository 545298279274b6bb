-- Consulting categories and news columns are dictionaries staff extend (字典管理: ent_consulting_category,
-- ent_news_category); the server checks a value against its dictionary, so the fixed lists go.
ALTER TABLE consulting_thread DROP CONSTRAINT IF EXISTS consulting_thread_category_check;
ALTER TABLE news DROP CONSTRAINT IF EXISTS news_category_check;
