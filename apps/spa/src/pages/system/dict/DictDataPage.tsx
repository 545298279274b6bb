// /dict/type/data/{dictId} (字典数据, SPEC §2): the values of one dictionary: search, add, change,
// delete (never one records use), export; opened from 字典管理.
import type { DictDataRow, DictTypeRow } from '@ent/core/api';
import { DICT_PERMISSIONS } from '@ent/core/contract';
import { enumeration, DICT_TEXT as T, WIDGET_TEXT } from '@ent/core/messages';
import { Badge, Body1, Button, MessageBar, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { usePageFrame } from '../../../state/pageFrame';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
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
  const { list, state } = useList<DictDataRow, Filters, number>({
    empty: { dictLabel: '', status: '' },
    key: (row) => row.dictCode,
    load: async ({ filters, pageNum, pageSize }) =>
      (await dictApi.dataList({ pageNum, pageSize, dictType: type.dictType, ...filters })).data,
  });
  // A changed dictionary reaches the pages that read it on their next load.
  const editor = useEditing<DictDataRow>(() => {
    dictionaries.clear();
    return list.reload();
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
            <AddButton perm={DICT_PERMISSIONS.add} onClick={() => editor.open(null)} />
            <RemoveSelectedButton
              perm={DICT_PERMISSIONS.remove}
              selected={state.selected.length}
              onClick={() => void remove(list.selectedRows())}
            />
            <ExportButton
              perm={DICT_PERMISSIONS.export}
              onExport={() => dictApi.dataExport({ dictType: type.dictType, ...state.applied })}
            />
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
            <EditRowButton perm={DICT_PERMISSIONS.edit} row={row.dictLabel} onClick={() => editor.open(row)} />
            <RemoveRowButton perm={DICT_PERMISSIONS.remove} row={row.dictLabel} onClick={() => void remove([row])} />
          </>
        )}
        empty={T.emptyData}
      />
      {editor.editing !== undefined ? (
        <DictDataEditor
          dictType={type.dictType}
          editing={editor.editing}
          onClose={editor.close}
          onSaved={editor.saved}
        />
      ) : null}
    </>
  );
}
