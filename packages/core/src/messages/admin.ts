// Texts of the files and notices services and the administration pages.

import { UPLOAD_TEXT } from './forms';
import { MENU_TEXT } from './menus';

/** Texts of the files service: the footer downloads and exports. */
export const FILE_TEXT = {
  missing: '该文件暂未提供，请联系管理员上传',
  unknownCode: '未知的下载文件编码',
  badName: (name: string) => `文件名称(${name})非法，不允许下载。`,
  exportMissing: '导出文件不存在或已被下载',
  wrongType: (types: string) => `只能上传 ${types} 格式的文件`,
  wrongContent: UPLOAD_TEXT.wrongContent,
  tooLarge: (mb: number) => `上传文件大小不能超过 ${mb} MB`,
  noFile: '请选择要上传的文件',
  uploaded: '上传成功',
} as const;

/** Texts of the notices service. */
export const NOTICE_TEXT = {
  notFound: '通知公告不存在',
  titleRequired: '公告标题不能为空',
  noRecipients: '请选择接收对象',
  exportName: '通知公告.xlsx',
} as const;

/** Texts of the notice management page. */
export const NOTICE_PAGE_TEXT = {
  title: MENU_TEXT.notices,
  noticeTitle: '公告标题',
  noticeType: '公告类型',
  noticeContent: '公告内容',
  formId: '关联表单编号',
  audience: '接收对象',
  audienceAll: '全部企业用户',
  recipients: '接收人数',
  readCount: '已读人数',
  handledCount: '已处理人数',
  createBy: '创建者',
  createTime: '创建时间',
  noticeId: '公告编号',
  actions: '操作',
  all: '全部',
  search: '搜索',
  reset: '重置',
  add: '新增',
  edit: '修改',
  remove: '删除',
  export: '导出',
  exportFile: '导出文件',
  addTitle: '添加公告',
  editTitle: '修改公告',
  save: '确 定',
  cancel: '取 消',
  selectRow: (title: string) => `选择 ${title}`,
  selectAll: '全选',
  confirmRemove: (ids: string) => `是否确认删除公告编号为"${ids}"的数据项？`,
  removed: '删除成功',
  added: '新增成功',
  edited: '修改成功',
  exportFailed: '导出失败，请稍后重试',
  titleRequired: NOTICE_TEXT.titleRequired,
} as const;

/** Texts of the download files page. */
export const DOWNLOAD_PAGE_TEXT = {
  title: MENU_TEXT.downloads,
  code: '文件编码',
  name: '名称',
  file: '当前文件',
  updated: '更新时间',
  none: '未提供',
  download: '下载',
  replace: '替换文件',
  chooseFile: (title: string) => `选择用于替换“${title}”的文件`,
} as const;
