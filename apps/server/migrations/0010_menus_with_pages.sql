-- A menu entry exists only when the page behind it exists: databases seeded before this release
-- hold 用户管理, 字典管理, 参数设置 and 项目地图, whose pages arrive with the back office and the
-- map (each of those releases adds its entry again with its page). role_menu rows go with them.
DELETE FROM menu
WHERE menu_type = 'C'
  AND component IN (
    'system/user/index',
    'system/dict/index',
    'system/config/index',
    'dataAdministration/projectMap/index'
  );
