// 字典管理's menu for the system administrator, and the platform's own lists as built-in
// dictionaries (their values are the codes records already hold, so nothing is migrated).
import { DICT_PERMISSIONS } from '@ent/core/contract';
import { BUILT_IN_LABELS, DICT_TYPES } from '@ent/core/dict';
import { DICT_TEXT, MENU_TEXT } from '@ent/core/messages';
import { FACILITY_STATUSES, FACILITY_TYPES } from '@ent/core/validate';
import { DUTY_ROLES } from './backoffice';
import { insertMenus, menuButton, menuPage } from './menuSeeds';
import type { SeedStep } from './seedStep';

const SYSTEM_DIR = 50;
const MANAGERS = [DUTY_ROLES.sysadmin.code];

const values = (labels: Readonly<Record<string, string>>, order: readonly string[] = Object.keys(labels)) =>
  order.map((value, index) => ({ value, label: labels[value] ?? value, sort: index + 1 }));

/** The order values are listed in where it is not their labels' order. */
const ORDER: Record<string, readonly string[]> = {
  [DICT_TYPES.facilityType]: FACILITY_TYPES,
  [DICT_TYPES.facilityStatus]: FACILITY_STATUSES,
};

const BUILT_IN = Object.fromEntries(
  Object.entries(BUILT_IN_LABELS).map(([type, labels]) => [type, values(labels, ORDER[type])]),
);

export const DICT_STEP: SeedStep = {
  name: 'dict',
  async run(trx) {
    await insertMenus(trx, [
      menuPage(52, SYSTEM_DIR, 'dict', 'system/dict/index', MENU_TEXT.dict, MANAGERS, {
        perms: DICT_PERMISSIONS.list,
      }),
      menuButton(521, 52, MENU_TEXT.buttons.dictQuery, DICT_PERMISSIONS.query, MANAGERS),
      menuButton(522, 52, MENU_TEXT.buttons.dictAdd, DICT_PERMISSIONS.add, MANAGERS),
      menuButton(523, 52, MENU_TEXT.buttons.dictEdit, DICT_PERMISSIONS.edit, MANAGERS),
      menuButton(524, 52, MENU_TEXT.buttons.dictRemove, DICT_PERMISSIONS.remove, MANAGERS),
      menuButton(525, 52, MENU_TEXT.buttons.dictExport, DICT_PERMISSIONS.export, MANAGERS),
    ]);
    await trx
      .insertInto('role_menu')
      .values({ role_id: DUTY_ROLES.sysadmin.id, menu_id: SYSTEM_DIR })
      .onConflict((oc) => oc.doNothing())
      .execute();
    for (const [type, rows] of Object.entries(BUILT_IN)) {
      await trx
        .insertInto('dict_type')
        .values({ type, name: DICT_TEXT.typeNames[type] ?? type, builtin: true })
        .onConflict((oc) => oc.column('type').doNothing())
        .execute();
      await trx
        .insertInto('dict_data')
        .values(
          rows.map((row, index) => ({ dict_type: type, ...row, is_default: index === 0 && type === DICT_TYPES.yesNo })),
        )
        .onConflict((oc) => oc.columns(['dict_type', 'value']).doNothing())
        .execute();
    }
  },
};
