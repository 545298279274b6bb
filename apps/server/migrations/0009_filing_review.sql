-- Government staff review project filings (POST /gov-collective/api/v1/projectFiling/review) from
-- the filing pages: the government role reaches 数据管理 / 项目备案 in databases seeded before the
-- reference seed granted it. A fresh database has no roles yet here; the seed grants them there.
INSERT INTO role_menu (role_id, menu_id)
SELECT r.id, m.id
FROM role r
JOIN menu m ON (m.id = 20 AND m.path = '/dataAdministration') OR (m.id = 21 AND m.path = 'informationFilling')
WHERE r.code = 'gov'
ON CONFLICT DO NOTHING;
