// The words every management page shares (its buttons, dialogs, confirmations and field checks),
// written once; each page's texts name them and keep only what is its own.
export const ACTION_TEXT = {
  all: '全部',
  add: '新增',
  edit: '修改',
  remove: '删除',
  removeSelected: '删除所选',
  export: '导出',
  refreshCache: '刷新缓存',
  editRow: (name: string) => `修改 ${name}`,
  removeRow: (name: string) => `删除 ${name}`,
  selectRow: (name: string) => `选择 ${name}`,
  /** A tree table's rows, opened and folded. */
  expandRow: (name: string) => `展开 ${name}`,
  collapseRow: (name: string) => `折叠 ${name}`,
  /** A tree table's order: typed into its rows, saved together. */
  orderOf: (name: string) => `${name} 的显示排序`,
  saveOrder: '保存排序',
  orderSaved: '排序已保存',
  save: '确定',
  cancel: '取消',
  close: '关闭',
  saved: '保存成功',
  removed: '删除成功',
  remark: '备注',
  createTime: '创建时间',
  updateTime: '更新时间',
  /** An enabled or disabled row (RuoYi's status 0 and 1). */
  statuses: { '0': '正常', '1': '停用' } as Record<'0' | '1', string>,
  required: (field: string) => `${field}不能为空`,
  tooLong: (field: string, max: number) => `${field}不能超过${max}个字符`,
} as const;
