// Texts of the files and notices services and the administration pages.

import { ACTION_TEXT } from './actions';
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
  formNotPublished: (id: number) => `表单编号 ${id} 不存在或未发布，请在「表单定义」中查看已发布表单的编号`,
  exportName: '通知公告.xlsx',
} as const;

/** Texts of the notice management page (系统管理 › 通知公告). */
export const NOTICE_PAGE_TEXT = {
  title: MENU_TEXT.notices,
  intro:
    '发给企业用户的通知和公告，企业用户在「消息通知」中阅读。新增的公告发给全部企业用户；关联了表单的公告，用户提交该表单后计为已处理。',
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
  createTime: ACTION_TEXT.createTime,
  noticeId: '公告编号',
  all: ACTION_TEXT.all,
  add: ACTION_TEXT.add,
  edit: ACTION_TEXT.edit,
  editRow: ACTION_TEXT.editRow,
  remove: ACTION_TEXT.remove,
  removeRow: ACTION_TEXT.removeRow,
  removeSelected: ACTION_TEXT.removeSelected,
  selectAll: '选择本页全部公告',
  selectRow: ACTION_TEXT.selectRow,
  confirmRemove: (titles: string) => `确认删除公告「${titles}」吗？`,
  export: ACTION_TEXT.export,
  exportName: NOTICE_TEXT.exportName,
  exportFailed: '导出失败，请稍后重试',
  addTitle: '添加公告',
  editTitle: '修改公告',
  save: ACTION_TEXT.save,
  cancel: ACTION_TEXT.cancel,
  saved: ACTION_TEXT.saved,
  removed: ACTION_TEXT.removed,
  empty: '暂无公告',
  tooLong: ACTION_TEXT.tooLong,
  titleRequired: NOTICE_TEXT.titleRequired,
  formIdFormat: '关联表单编号须为正整数',
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
