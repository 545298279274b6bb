// /system/config (参数设置): the system parameters for the system administrator: search, add, change,
// delete (never a built-in one), refresh the cache and export.
import type { ConfigRow } from '@ent/core/api';
import { CONFIG_PERMISSIONS } from '@ent/core/contract';
import { enumeration, SYS_CONFIG_TEXT as T, WIDGET_TEXT } from '@ent/core/messages';
import { Badge, Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import {
  AddRegular,
  ArrowClockwiseRegular,
  ArrowDownloadRegular,
  DeleteRegular,
  EditRegular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { downloadExport } from '../../../widgets/download';
import { HasPermission } from '../../../widgets/Gate';
import { ChoiceFilter, TextFilter } from '../../../widgets/list/filters';
import { type ListColumn, ListPage } from '../../../widgets/list/ListPage';
import { useConfirmedRemove } from '../../../widgets/list/useConfirmedRemove';
import { useList } from '../../../widgets/list/useList';
import { ConfigEditor } from './ConfigEditor';

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground3 },
  value: { wordBreak: 'break-all' },
});

interface Filters {
  configName: string;
  configKey: string;
  configType: '' | 'Y' | 'N';
}

const TYPE_OPTIONS = (['Y', 'N'] as const).map(
  (type) => [type, T.builtinValues[type === 'Y' ? 'true' : 'false']] as const,
);

export default function ConfigPage() {
  const { configApi, notifier } = useServices();
  const styles = useStyles();
  const size = useControlSize();
  // undefined: no dialog; null: adding; a row: changing it.
  const [editing, setEditing] = useState<ConfigRow | null | undefined>(undefined);
  const { list, state } = useList<ConfigRow, Filters, number>({
    empty: { configName: '', configKey: '', configType: '' },
    key: (row) => row.configId,
    load: async ({ filters, pageNum, pageSize }) => (await configApi.list({ pageNum, pageSize, ...filters })).data,
  });
  const remove = useConfirmedRemove(list, {
    title: WIDGET_TEXT.confirmTitle,
    text: (rows) => T.confirmRemove(enumeration(rows.map((row) => row.configName))),
    remove: (rows) => configApi.remove(rows.map((row) => row.configId)),
    done: T.removed,
  });

  const columns: ListColumn<ConfigRow>[] = [
    { key: 'configName', label: T.name, render: (row) => row.configName },
    { key: 'configKey', label: T.key, render: (row) => row.configKey },
    { key: 'configValue', label: T.value, render: (row) => <span className={styles.value}>{row.configValue}</span> },
    {
      key: 'configType',
      label: T.builtin,
      nowrap: true,
      render: (row) => (
        <Badge appearance="tint" color={row.configType === 'Y' ? 'brand' : 'informative'}>
          {T.builtinValues[row.configType === 'Y' ? 'true' : 'false']}
        </Badge>
      ),
    },
    { key: 'remark', label: T.remark, hidden: true, render: (row) => row.remark },
    { key: 'updateTime', label: T.updateTime, nowrap: true, render: (row) => row.updateTime },
  ];

  const exportFile = async () => {
    const { data } = await configApi.exportFile(state.applied);
    if (data) downloadExport(data);
  };
  const clearCache = async () => {
    const { code } = await configApi.clearCache();
    if (code === '00000') notifier.show({ type: 'success', text: T.cacheCleared });
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
            <TextFilter list={list} filters={state.filters} name="configName" label={T.name} />
            <TextFilter list={list} filters={state.filters} name="configKey" label={T.key} />
            <ChoiceFilter
              label={T.builtin}
              value={state.filters.configType}
              options={TYPE_OPTIONS}
              allLabel={T.all}
              onChange={(configType) => list.setFilters({ configType })}
            />
          </>
        }
        actions={
          <>
            <HasPermission perms={[CONFIG_PERMISSIONS.add]}>
              <Button size={size} appearance="primary" icon={<AddRegular />} onClick={() => setEditing(null)}>
                {T.add}
              </Button>
            </HasPermission>
            <HasPermission perms={[CONFIG_PERMISSIONS.remove]}>
              <Button
                size={size}
                icon={<DeleteRegular />}
                disabled={state.selected.length === 0}
                onClick={() => void remove(list.selectedRows())}
              >
                {T.removeSelected}
              </Button>
            </HasPermission>
            <HasPermission perms={[CONFIG_PERMISSIONS.export]}>
              <Button size={size} icon={<ArrowDownloadRegular />} onClick={() => void exportFile()}>
                {T.export}
              </Button>
            </HasPermission>
            <HasPermission perms={[CONFIG_PERMISSIONS.remove]}>
              <Button size={size} icon={<ArrowClockwiseRegular />} onClick={() => void clearCache()}>
                {T.clearCache}
              </Button>
            </HasPermission>
          </>
        }
        columns={columns}
        rowKey={(row) => row.configId}
        selection={{ all: T.selectAll, row: (row) => T.selectRow(row.configName) }}
        rowActions={(row) => (
          <>
            <HasPermission perms={[CONFIG_PERMISSIONS.edit]}>
              <Button
                size="small"
                appearance="transparent"
                icon={<EditRegular />}
                aria-label={T.editRow(row.configName)}
                onClick={() => setEditing(row)}
              >
                {T.edit}
              </Button>
            </HasPermission>
            {row.configType === 'N' ? (
              <HasPermission perms={[CONFIG_PERMISSIONS.remove]}>
                <Button
                  size="small"
                  appearance="transparent"
                  icon={<DeleteRegular />}
                  aria-label={T.removeRow(row.configName)}
                  onClick={() => void remove([row])}
                >
                  {T.remove}
                </Button>
              </HasPermission>
            ) : null}
          </>
        )}
        empty={T.empty}
      />
      {editing !== undefined ? (
        <ConfigEditor
          editing={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void list.reload();
          }}
        />
      ) : null}
    </>
  );
}
