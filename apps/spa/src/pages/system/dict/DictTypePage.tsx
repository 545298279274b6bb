// /system/dict (字典管理): the dictionaries for the system administrator: search, add, change,
// delete (never a built-in one or one whose values records use), open a dictionary's values,
// refresh the cache and export.
import type { DictTypeRow } from '@ent/core/api';
import { DICT_PERMISSIONS } from '@ent/core/contract';
import { enumeration, DICT_TEXT as T, WIDGET_TEXT } from '@ent/core/messages';
import { Badge, Body1, Button, Link, makeStyles, tokens } from '@fluentui/react-components';
import {
  AddRegular,
  ArrowClockwiseRegular,
  ArrowDownloadRegular,
  DeleteRegular,
  EditRegular,
  TextBulletListRegular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { downloadExport } from '../../../widgets/download';
import { HasPermission } from '../../../widgets/Gate';
import { ChoiceFilter, TextFilter } from '../../../widgets/list/filters';
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
  const size = useControlSize();
  const [, navigate] = useLocation();
  // undefined: no dialog; null: adding; a row: changing it.
  const [editing, setEditing] = useState<DictTypeRow | null | undefined>(undefined);
  const { list, state } = useList<DictTypeRow, Filters, number>({
    empty: { dictName: '', dictType: '', status: '' },
    key: (row) => row.dictId,
    load: async ({ filters, pageNum, pageSize }) => (await dictApi.typeList({ pageNum, pageSize, ...filters })).data,
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

  const exportFile = async () => {
    const { data } = await dictApi.typeExport(state.applied);
    if (data) downloadExport(data);
  };
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
            <HasPermission perms={[DICT_PERMISSIONS.add]}>
              <Button size={size} appearance="primary" icon={<AddRegular />} onClick={() => setEditing(null)}>
                {T.add}
              </Button>
            </HasPermission>
            <HasPermission perms={[DICT_PERMISSIONS.remove]}>
              <Button
                size={size}
                icon={<DeleteRegular />}
                disabled={state.selected.length === 0}
                onClick={() => void remove(list.selectedRows())}
              >
                {T.removeSelected}
              </Button>
            </HasPermission>
            <HasPermission perms={[DICT_PERMISSIONS.export]}>
              <Button size={size} icon={<ArrowDownloadRegular />} onClick={() => void exportFile()}>
                {T.export}
              </Button>
            </HasPermission>
            <HasPermission perms={[DICT_PERMISSIONS.remove]}>
              <Button size={size} icon={<ArrowClockwiseRegular />} onClick={() => void refreshCache()}>
                {T.refreshCache}
              </Button>
            </HasPermission>
          </>
        }
        columns={columns}
        rowKey={(row) => row.dictId}
        selection={{ all: T.selectAll, row: (row) => T.selectRow(row.dictName) }}
        rowActions={(row) => (
          <>
            <Button
              size="small"
              appearance="transparent"
              icon={<TextBulletListRegular />}
              aria-label={T.dataOf(row.dictName)}
              onClick={() => navigate(dataPath(row.dictId))}
            >
              {T.data}
            </Button>
            <HasPermission perms={[DICT_PERMISSIONS.edit]}>
              <Button
                size="small"
                appearance="transparent"
                icon={<EditRegular />}
                aria-label={T.editRow(row.dictName)}
                onClick={() => setEditing(row)}
              >
                {T.edit}
              </Button>
            </HasPermission>
            {row.builtin ? null : (
              <HasPermission perms={[DICT_PERMISSIONS.remove]}>
                <Button
                  size="small"
                  appearance="transparent"
                  icon={<DeleteRegular />}
                  aria-label={T.removeRow(row.dictName)}
                  onClick={() => void remove([row])}
                >
                  {T.remove}
                </Button>
              </HasPermission>
            )}
          </>
        )}
        empty={T.empty}
      />
      {editing !== undefined ? (
        <DictTypeEditor
          editing={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            dictionaries.clear();
            void list.reload();
          }}
        />
      ) : null}
    </>
  );
}
