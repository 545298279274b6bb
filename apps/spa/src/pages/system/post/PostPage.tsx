// /system/post (岗位管理): the posts staff hold: search, add, change, delete (never one still held)
// and export.
import type { PostRow } from '@ent/core/api';
import { POST_PERMISSIONS } from '@ent/core/contract';
import { enumeration, POST_TEXT as T, WIDGET_TEXT } from '@ent/core/messages';
import { Badge, Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useServices } from '../../../state/servicesContext';
import { ChoiceFilter, TextFilter } from '../../../widgets/list/filters';
import {
  AddButton,
  EditRowButton,
  ExportButton,
  RemoveRowButton,
  RemoveSelectedButton,
  useEditing,
} from '../../../widgets/list/ListActions';
import { type ListColumn, ListPage } from '../../../widgets/list/ListPage';
import { useConfirmedRemove } from '../../../widgets/list/useConfirmedRemove';
import { useList } from '../../../widgets/list/useList';
import { PostEditor } from './PostEditor';

const useStyles = makeStyles({ hint: { color: tokens.colorNeutralForeground3 } });

interface Filters {
  postCode: string;
  postName: string;
  status: '' | '0' | '1';
}

const STATUS_OPTIONS = (['0', '1'] as const).map((status) => [status, T.statuses[status]] as const);

export default function PostPage() {
  const { postApi } = useServices();
  const styles = useStyles();
  const { list, state } = useList<PostRow, Filters, number>({
    empty: { postCode: '', postName: '', status: '' },
    key: (row) => row.postId,
    load: async ({ filters, pageNum, pageSize }) => (await postApi.list({ pageNum, pageSize, ...filters })).data,
  });
  const remove = useConfirmedRemove(list, {
    title: WIDGET_TEXT.confirmTitle,
    text: (rows) => T.confirmRemove(enumeration(rows.map((row) => row.postName))),
    remove: (rows) => postApi.remove(rows.map((row) => row.postId)),
    done: T.removed,
  });
  const editor = useEditing<PostRow>(list.reload);

  const columns: ListColumn<PostRow>[] = [
    { key: 'postCode', label: T.code, nowrap: true, render: (row) => row.postCode },
    { key: 'postName', label: T.name, render: (row) => row.postName },
    { key: 'postSort', label: T.sort, nowrap: true, render: (row) => row.postSort },
    {
      key: 'status',
      label: T.status,
      nowrap: true,
      render: (row) => (
        <Badge appearance="tint" color={row.status === '0' ? 'success' : 'informative'}>
          {T.statuses[row.status]}
        </Badge>
      ),
    },
    { key: 'remark', label: T.remark, hidden: true, render: (row) => row.remark },
    { key: 'createTime', label: T.createTime, nowrap: true, render: (row) => row.createTime },
  ];

  return (
    <>
      <ListPage
        title={T.title}
        intro={<Body1 className={styles.hint}>{T.intro}</Body1>}
        list={list}
        state={state}
        searchFields={
          <>
            <TextFilter list={list} filters={state.filters} name="postCode" label={T.code} />
            <TextFilter list={list} filters={state.filters} name="postName" label={T.name} />
            <ChoiceFilter
              label={T.status}
              value={state.filters.status}
              options={STATUS_OPTIONS}
              allLabel={T.all}
              onChange={(status) => list.setFilters({ status })}
            />
          </>
        }
        actions={
          <>
            <AddButton perm={POST_PERMISSIONS.add} onClick={() => editor.open(null)} />
            <RemoveSelectedButton
              perm={POST_PERMISSIONS.remove}
              selected={state.selected.length}
              onClick={() => void remove(list.selectedRows())}
            />
            <ExportButton perm={POST_PERMISSIONS.export} onExport={() => postApi.exportFile(state.applied)} />
          </>
        }
        columns={columns}
        rowKey={(row) => row.postId}
        selection={{ all: T.selectAll, row: (row) => T.selectRow(row.postName) }}
        rowActions={(row) => (
          <>
            <EditRowButton perm={POST_PERMISSIONS.edit} row={row.postName} onClick={() => editor.open(row)} />
            <RemoveRowButton perm={POST_PERMISSIONS.remove} row={row.postName} onClick={() => void remove([row])} />
          </>
        )}
        empty={T.empty}
      />
      {editor.editing !== undefined ? (
        <PostEditor editing={editor.editing} onClose={editor.close} onSaved={editor.saved} />
      ) : null}
    </>
  );
}
