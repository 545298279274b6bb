-- 角色管理 (/system/role): the roles the platform itself relies on by code (the administrator, the
-- flavours' enterprise roles, government staff, the separated duties, city staff) are built in: an
-- administrator may change their permissions and data scope but not their code, and may not delete
-- them. The administrator role (admin) is not changed from the page at all. The seed step 'role'
-- marks them (seed/roleMenu.ts).
ALTER TABLE role ADD COLUMN builtin boolean NOT NULL DEFAULT false;
