// /dict/type/data/{dictId} (字典数据, SPEC §2): the values of one dictionary: search, add, change,
// delete (never one records use), export; opened from 字典管理.
import type { DictDataRow, DictTypeRow } from '@ent/core/api';
import { DICT_PERMISSIONS } from '@ent/core/contract';
import { enumeration, DICT_TEXT as T, WIDGET_TEXT } from '@ent/core/messages';
import { Badge, Body1, Button, MessageBar, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, ArrowLeftRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { usePageFrame } from '../../../state/pageFrame';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { downloadExport } from '../../../widgets/download';
import { HasPermission } from '../../../widgets/Gate';
import { ChoiceFilter, TextFilter } from '../../../widgets/list/filters';
import { type ListColumn, ListPage } from '../../../widgets/list/ListPage';
import { useConfirmedRemove } from '../../../widgets/list/useConfirmedRemove';
import { useList } from '../../../widgets/list/useList';
import { DictDataEditor } from './DictDataEditor';
import { STATUS_OPTIONS } from './DictTypePage';

const useStyles = makeStyles({ hint: { color: tokens.colorNeutralForeground3 } });
const BADGE = {
  default: 'informative',
  primary: 'brand',
  success: 'success',
  info: 'informative',
  warning: 'warning',
  danger: 'danger',
} as const;

export default function DictDataPage() {
  const { dictApi } = useServices();
  const { params } = usePageFrame();
  const dictId = Number(params.dictId);
  // undefined while loading; null when the dictionary does not exist.
  const [type, setType] = useState<DictTypeRow | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void dictApi.typeGet(dictId).then(
      ({ data }) => current && setType(data ?? null),
      () => current && setType(null),
    );
    return () => {
      current = false;
    };
  }, [dictApi, dictId]);
  if (type === undefined) return null;
  if (type === null) return <MessageBar intent="warning">{T.typeNotFound}</MessageBar>;
  return <DictDataList key={type.dictType} type={type} />;
}

interface Filters {
  dictLabel: string;
  status: '' | '0' | '1';
}

function DictDataList({ type }: { type: DictTypeRow }) {
  const { dictApi, dictionaries } = useServices();
  const styles = useStyles();
  const size = useControlSize();
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState<DictDataRow | null | undefined>(undefined);
  const { list, state } = useList<DictDataRow, Filters, number>({
    empty: { dictLabel: '', status: '' },
    key: (row) => row.dictCode,
    load: async ({ filters, pageNum, pageSize }) =>
      (await dictApi.dataList({ pageNum, pageSize, dictType: type.dictType, ...filters })).data,
  });
  const remove = useConfirmedRemove(list, {
    title: WIDGET_TEXT.confirmTitle,
    text: (rows) => T.confirmRemoveData(enumeration(rows.map((row) => row.dictLabel))),
    remove: async (rows) => {
      const answer = await dictApi.dataRemove(rows.map((row) => row.dictCode));
      dictionaries.clear();
      return answer;
    },
    done: T.removed,
  });

  const columns: ListColumn<DictDataRow>[] = [
    {
      key: 'dictLabel',
      label: T.label,
      render: (row) => (
        <Badge appearance="tint" color={BADGE[row.listClass]}>
          {row.dictLabel}
        </Badge>
      ),
    },
    { key: 'dictValue', label: T.value, render: (row) => row.dictValue },
    { key: 'dictSort', label: T.sort, nowrap: true, render: (row) => String(row.dictSort) },
    {
      key: 'isDefault',
      label: T.isDefault,
      nowrap: true,
      render: (row) => T.builtinValues[row.isDefault ? 'true' : 'false'],
    },
    { key: 'status', label: T.status, nowrap: true, render: (row) => T.statuses[row.status] },
    { key: 'remark', label: T.remark, render: (row) => row.remark },
    { key: 'updateTime', label: T.updateTime, nowrap: true, hidden: true, render: (row) => row.updateTime },
  ];

  const exportFile = async () => {
    const { data } = await dictApi.dataExport({ dictType: type.dictType, ...state.applied });
    if (data) downloadExport(data);
  };

  return (
    <>
      <ListPage
        title={`${T.dataTitle} · ${type.dictName}`}
        intro={<Body1 className={styles.hint}>{T.dataIntro(type.dictName)}</Body1>}
        list={list}
        state={state}
        searchFields={
          <>
            <TextFilter list={list} filters={state.filters} name="dictLabel" label={T.label} />
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
            <Button size={size} icon={<ArrowLeftRegular />} onClick={() => navigate('/system/dict')}>
              {T.back}
            </Button>
          </>
        }
        columns={columns}
        rowKey={(row) => row.dictCode}
        selection={{ all: T.selectAll, row: (row) => T.selectRow(row.dictLabel) }}
        rowActions={(row) => (
          <>
            <HasPermission perms={[DICT_PERMISSIONS.edit]}>
              <Button
                size="small"
                appearance="transparent"
                icon={<EditRegular />}
                aria-label={T.editRow(row.dictLabel)}
                onClick={() => setEditing(row)}
              >
                {T.edit}
              </Button>
            </HasPermission>
            <HasPermission perms={[DICT_PERMISSIONS.remove]}>
              <Button
                size="small"
                appearance="transparent"
                icon={<DeleteRegular />}
                aria-label={T.removeRow(row.dictLabel)}
                onClick={() => void remove([row])}
              >
                {T.remove}
              </Button>
            </HasPermission>
          </>
        )}
        empty={T.emptyData}
      />
      {editing !== undefined ? (
        <DictDataEditor
          dictType={type.dictType}
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
