// /system/config (参数设置): the system parameters for the system administrator: search, add, change,
// delete (never a built-in one), refresh the cache and export.
import type { ConfigRow } from '@ent/core/api';
import { CONFIG_PERMISSIONS } from '@ent/core/contract';
import { enumeration, SYS_CONFIG_TEXT as T, WIDGET_TEXT } from '@ent/core/messages';
import { SECURITY_PARAMETER_CODES } from '@ent/core/validate';
import { Badge, Body1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { ChoiceFilter, TextFilter } from '../../../widgets/list/filters';
import {
  AddButton,
  EditRowButton,
  ExportButton,
  RemoveRowButton,
  RemoveSelectedButton,
  ToolbarButton,
  useEditing,
} from '../../../widgets/list/ListActions';
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
  const _size = useControlSize();
  const { list, state } = useList<ConfigRow, Filters, number>({
    empty: { configName: '', configKey: '', configType: '' },
    key: (row) => row.configId,
    load: async ({ filters, pageNum, pageSize }) => (await configApi.list({ pageNum, pageSize, ...filters })).data,
  });
  const editor = useEditing<ConfigRow>(list.reload);
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
            <AddButton perm={CONFIG_PERMISSIONS.add} onClick={() => editor.open(null)} />
            <RemoveSelectedButton
              perm={CONFIG_PERMISSIONS.remove}
              selected={state.selected.length}
              onClick={() => void remove(list.selectedRows())}
            />
            <ExportButton perm={CONFIG_PERMISSIONS.export} onExport={() => configApi.exportFile(state.applied)} />
            <ToolbarButton
              perm={CONFIG_PERMISSIONS.remove}
              icon={<ArrowClockwiseRegular />}
              onClick={() => void clearCache()}
            >
              {T.clearCache}
            </ToolbarButton>
          </>
        }
        columns={columns}
        rowKey={(row) => row.configId}
        selection={{ all: T.selectAll, row: (row) => T.selectRow(row.configName) }}
        rowActions={(row) => (
          <>
            <EditRowButton
              perm={CONFIG_PERMISSIONS.edit}
              row={row.configName}
              // The identity controls are the security administrator's (安全设置); the server refuses them here.
              disabledReason={SECURITY_PARAMETER_CODES.includes(row.configKey) ? T.securityElsewhere : undefined}
              onClick={() => editor.open(row)}
            />
            {row.configType === 'N' ? (
              <RemoveRowButton
                perm={CONFIG_PERMISSIONS.remove}
                row={row.configName}
                onClick={() => void remove([row])}
              />
            ) : null}
          </>
        )}
        empty={T.empty}
      />
      {editor.editing !== undefined ? (
        <ConfigEditor editing={editor.editing} onClose={editor.close} onSaved={editor.saved} />
      ) : null}
    </>
  );
}
