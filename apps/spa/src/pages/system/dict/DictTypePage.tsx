// /system/dict (字典管理): the dictionaries for the system administrator: search, add, change,
// delete (never a built-in one or one whose values records use), open a dictionary's values,
// refresh the cache and export.
import type { DictTypeRow } from '@ent/core/api';
import { DICT_PERMISSIONS } from '@ent/core/contract';
import { enumeration, DICT_TEXT as T, WIDGET_TEXT } from '@ent/core/messages';
import { Badge, Body1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, TextBulletListRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { ChoiceFilter, TextFilter } from '../../../widgets/list/filters';
import {
  AddButton,
  EditRowButton,
  ExportButton,
  RemoveRowButton,
  RemoveSelectedButton,
  RowButton,
  ToolbarButton,
  useEditing,
} from '../../../widgets/list/ListActions';
import { type ListColumn, ListPage } from '../../../widgets/list/ListPage';
import { useConfirmedRemove } from '../../../widgets/list/useConfirmedRemove';
import { useList } from '../../../widgets/list/useList';
import { DictTypeEditor } from './DictTypeEditor';

const useStyles = makeStyles({ hint: { color: tokens.colorNeutralForeground3 } });

interface Filters {
  dictName: string;
  dictType: string;
  status: '' | '0' | '1';
}

export const STATUS_OPTIONS = (['0', '1'] as const).map((status) => [status, T.statuses[status]] as const);
export const dataPath = (dictId: number) => `/dict/type/data/${dictId}`;

export default function DictTypePage() {
  const { dictApi, dictionaries, notifier } = useServices();
  const styles = useStyles();
  const _size = useControlSize();
  const [, navigate] = useLocation();
  const { list, state } = useList<DictTypeRow, Filters, number>({
    empty: { dictName: '', dictType: '', status: '' },
    key: (row) => row.dictId,
    load: async ({ filters, pageNum, pageSize }) => (await dictApi.typeList({ pageNum, pageSize, ...filters })).data,
  });
  // A changed dictionary reaches the pages that read it on their next load.
  const editor = useEditing<DictTypeRow>(() => {
    dictionaries.clear();
    return list.reload();
  });
  const remove = useConfirmedRemove(list, {
    title: WIDGET_TEXT.confirmTitle,
    text: (rows) => T.confirmRemoveTypes(enumeration(rows.map((row) => row.dictName))),
    remove: (rows) => dictApi.typeRemove(rows.map((row) => row.dictId)),
    done: T.removed,
  });

  const columns: ListColumn<DictTypeRow>[] = [
    { key: 'dictName', label: T.name, render: (row) => row.dictName },
    {
      key: 'dictType',
      label: T.type,
      render: (row) => <Link onClick={() => navigate(dataPath(row.dictId))}>{row.dictType}</Link>,
    },
    {
      key: 'status',
      label: T.status,
      nowrap: true,
      render: (row) => (
        <Badge appearance="tint" color={row.status === '0' ? 'success' : 'danger'}>
          {T.statuses[row.status]}
        </Badge>
      ),
    },
    {
      key: 'builtin',
      label: T.builtin,
      nowrap: true,
      render: (row) => T.builtinValues[row.builtin ? 'true' : 'false'],
    },
    { key: 'remark', label: T.remark, render: (row) => row.remark },
    { key: 'createTime', label: T.createTime, nowrap: true, hidden: true, render: (row) => row.createTime },
  ];

  const refreshCache = async () => {
    const { code } = await dictApi.refreshCache();
    dictionaries.clear();
    if (code === '00000') notifier.show({ type: 'success', text: T.cacheRefreshed });
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
            <TextFilter list={list} filters={state.filters} name="dictName" label={T.name} />
            <TextFilter list={list} filters={state.filters} name="dictType" label={T.type} />
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
            <AddButton perm={DICT_PERMISSIONS.add} onClick={() => editor.open(null)} />
            <RemoveSelectedButton
              perm={DICT_PERMISSIONS.remove}
              selected={state.selected.length}
              onClick={() => void remove(list.selectedRows())}
            />
            <ExportButton perm={DICT_PERMISSIONS.export} onExport={() => dictApi.typeExport(state.applied)} />
            <ToolbarButton
              perm={DICT_PERMISSIONS.remove}
              icon={<ArrowClockwiseRegular />}
              onClick={() => void refreshCache()}
            >
              {T.refreshCache}
            </ToolbarButton>
          </>
        }
        columns={columns}
        rowKey={(row) => row.dictId}
        selection={{ all: T.selectAll, row: (row) => T.selectRow(row.dictName) }}
        rowActions={(row) => (
          <>
            <RowButton
              icon={<TextBulletListRegular />}
              label={T.data}
              name={T.dataOf(row.dictName)}
              onClick={() => navigate(dataPath(row.dictId))}
            />
            <EditRowButton perm={DICT_PERMISSIONS.edit} row={row.dictName} onClick={() => editor.open(row)} />
            {row.builtin ? null : (
              <RemoveRowButton perm={DICT_PERMISSIONS.remove} row={row.dictName} onClick={() => void remove([row])} />
            )}
          </>
        )}
        empty={T.empty}
      />
      {editor.editing !== undefined ? (
        <DictTypeEditor editing={editor.editing} onClose={editor.close} onSaved={editor.saved} />
      ) : null}
    </>
  );
}
