// /system/notice (通知公告): government staff's notices to enterprise users: search, add, change,
// delete and export the current filter, with the buttons, dialog and confirmation every management
// list shares (widgets/list/ListActions, widgets/model/EditorDialog). Its export is SPEC §7's
// form-encoded download (the other lists use the file export).
import type { ManagedNotice } from '@ent/core/api';
import { NOTICE_PERMISSIONS } from '@ent/core/contract';
import { DOMAIN_TEXT, enumeration, NOTICE_PAGE_TEXT as T, WIDGET_TEXT } from '@ent/core/messages';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useServices } from '../../../state/servicesContext';
import { downloadForm } from '../../../widgets/download';
import { ChoiceFilter, TextFilter } from '../../../widgets/list/filters';
import {
  AddButton,
  EditRowButton,
  RemoveRowButton,
  RemoveSelectedButton,
  ToolbarButton,
  useEditing,
} from '../../../widgets/list/ListActions';
import { type ListColumn, ListPage } from '../../../widgets/list/ListPage';
import { useConfirmedRemove } from '../../../widgets/list/useConfirmedRemove';
import { useList } from '../../../widgets/list/useList';
import { NoticeEditor } from './NoticeEditor';

const useStyles = makeStyles({ hint: { color: tokens.colorNeutralForeground3 } });

interface Filters {
  noticeTitle: string;
  noticeType: '' | '1' | '2';
}

const TYPE_OPTIONS = (['1', '2'] as const).map((type) => [type, DOMAIN_TEXT.noticeTypes[type]] as const);

const COLUMNS: ListColumn<ManagedNotice>[] = [
  { key: 'noticeId', label: T.noticeId, nowrap: true, render: (row) => row.noticeId },
  { key: 'noticeTitle', label: T.noticeTitle, render: (row) => row.noticeTitle },
  { key: 'noticeType', label: T.noticeType, nowrap: true, render: (row) => DOMAIN_TEXT.noticeTypes[row.noticeType] },
  { key: 'recipients', label: T.recipients, nowrap: true, render: (row) => row.recipients },
  { key: 'readCount', label: T.readCount, nowrap: true, render: (row) => row.readCount },
  { key: 'handledCount', label: T.handledCount, nowrap: true, render: (row) => row.handledCount, hidden: true },
  { key: 'createBy', label: T.createBy, render: (row) => row.createBy },
  { key: 'createTime', label: T.createTime, nowrap: true, render: (row) => row.createTime },
];

/** The applied filters as the server's query (empty ones left out). */
const queryOf = (filters: Filters) => ({
  ...(filters.noticeTitle.trim() ? { noticeTitle: filters.noticeTitle.trim() } : {}),
  ...(filters.noticeType ? { noticeType: filters.noticeType } : {}),
});

export default function NoticeManagement() {
  const { noticeApi, http, notifier } = useServices();
  const styles = useStyles();
  const { list, state } = useList<ManagedNotice, Filters, number>({
    empty: { noticeTitle: '', noticeType: '' },
    key: (row) => row.noticeId,
    load: async ({ filters, pageNum, pageSize }) =>
      (await noticeApi.list({ pageNum, pageSize, ...queryOf(filters) })).data,
  });
  const remove = useConfirmedRemove(list, {
    title: WIDGET_TEXT.confirmTitle,
    text: (rows) => T.confirmRemove(enumeration(rows.map((row) => row.noticeTitle))),
    remove: (rows) => noticeApi.remove(rows.map((row) => row.noticeId)),
    done: T.removed,
  });
  const editor = useEditing<ManagedNotice>(list.reload);

  const exportForm = async () => {
    const query = { noticeTitle: '', noticeType: '', ...queryOf(state.applied) };
    if (!(await downloadForm(http, noticeApi.exportPath, query, T.exportName)))
      notifier.show({ type: 'error', text: T.exportFailed });
  };

  return (
    <>
      <ListPage
        title={T.title}
        intro={<Body1 className={styles.hint}>{T.intro}</Body1>}
        list={list}
        state={state}
        searchFields={
          <>
            <TextFilter list={list} filters={state.filters} name="noticeTitle" label={T.noticeTitle} />
            <ChoiceFilter
              label={T.noticeType}
              value={state.filters.noticeType}
              options={TYPE_OPTIONS}
              allLabel={T.all}
              onChange={(noticeType) => list.setFilters({ noticeType })}
            />
          </>
        }
        actions={
          <>
            <AddButton perm={NOTICE_PERMISSIONS.add} onClick={() => editor.open(null)} />
            <RemoveSelectedButton
              perm={NOTICE_PERMISSIONS.remove}
              selected={state.selected.length}
              onClick={() => void remove(list.selectedRows())}
            />
            <ToolbarButton
              perm={NOTICE_PERMISSIONS.export}
              icon={<ArrowDownloadRegular />}
              onClick={() => void exportForm()}
            >
              {T.export}
            </ToolbarButton>
          </>
        }
        columns={COLUMNS}
        rowKey={(row) => row.noticeId}
        selection={{ all: T.selectAll, row: (row) => T.selectRow(row.noticeTitle) }}
        rowActions={(row) => (
          <>
            <EditRowButton perm={NOTICE_PERMISSIONS.edit} row={row.noticeTitle} onClick={() => editor.open(row)} />
            <RemoveRowButton
              perm={NOTICE_PERMISSIONS.remove}
              row={row.noticeTitle}
              onClick={() => void remove([row])}
            />
          </>
        )}
        empty={T.empty}
      />
      {editor.editing !== undefined ? (
        <NoticeEditor editing={editor.editing} onClose={editor.close} onSaved={editor.saved} />
      ) : null}
    </>
  );
}
