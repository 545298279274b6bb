// The columns of 用户管理's spreadsheets, in order: the import template's, and the export's too, so
// an exported file can be edited and imported back (with 更新已经存在的用户数据).
import { USER_TEXT as T } from '@ent/core/messages';

export type UserSheetColumn = keyof typeof T.columns;
export const USER_SHEET_COLUMNS = Object.keys(T.columns) as UserSheetColumn[];
