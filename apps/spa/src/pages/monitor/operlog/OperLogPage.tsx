// /system/operlog (monitor/operlog/index): the operation log for the audit administrator: every
// write with who, where and the result, filtered by module, operator, result and days; a record's
// detail; export of the filter; and the check that finds records changed behind the application.
import type { OperLogDetail, OperLogRow } from '@ent/core/api';
import { OPERLOG_PERMISSIONS } from '@ent/core/contract';
import { DOCS_TEXT, OPERLOG_TEXT } from '@ent/core/messages';
import { Badge, Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, ShieldCheckmarkRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { DetailDialog } from '../../../widgets/DetailDialog';
import { downloadExport } from '../../../widgets/download';
import { HasPermission } from '../../../widgets/Gate';
import { ChoiceFilter, DateFilter, TextFilter } from '../../../widgets/list/filters';
import { type ListColumn, ListPage } from '../../../widgets/list/ListPage';
import { useList } from '../../../widgets/list/useList';

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground3 },
});

interface Filters {
  module: string;
  operator: string;
  status: '' | 'success' | 'failure';
  beginDate: string;
  endDate: string;
}

const EMPTY: Filters = { module: '', operator: '', status: '', beginDate: '', endDate: '' };
const T = OPERLOG_TEXT;
const moduleName = (module: string) => DOCS_TEXT.features[module] ?? module;
const MODULE_OPTIONS = Object.entries(DOCS_TEXT.features).map(([key, name]) => [key, name] as const);
const STATUS_OPTIONS = (['success', 'failure'] as const).map((key) => [key, T.statuses[key]] as const);

function StatusBadge({ success }: { success: boolean }) {
  return (
    <Badge appearance="tint" color={success ? 'success' : 'danger'}>
      {T.statuses[success ? 'success' : 'failure']}
    </Badge>
  );
}

/** The terms and values of one record's detail. */
function detailEntries(detail: OperLogDetail): [string, string][] {
  return [
    [T.id, String(detail.id)],
    [T.module, moduleName(detail.module)],
    [T.action, T.actionName(detail.action)],
    [T.operator, T.operatorName(detail.fullName, detail.username)],
    [T.organisation, detail.organisation],
    [T.ip, detail.ip],
    [T.userAgent, detail.userAgent],
    [T.method, detail.method],
    [T.path, detail.path],
    [T.targets, detail.targetNames || detail.targetIds],
    [T.params, detail.params],
    [T.status, T.statuses[detail.success ? 'success' : 'failure']],
    [T.error, detail.errorCode ? `${detail.errorCode} ${detail.errorMessage}` : ''],
    [T.duration, T.durationMs(detail.durationMs)],
    [T.createTime, detail.createTime],
    [T.hash, detail.hash],
  ];
}

export default function OperLogPage() {
  const { operLog, notifier, dialogs } = useServices();
  const styles = useStyles();
  const size = useControlSize();
  const [detail, setDetail] = useState<OperLogDetail | null>(null);
  const { list, state } = useList<OperLogRow, Filters, number>({
    empty: EMPTY,
    key: (row) => row.id,
    load: async ({ filters, pageNum, pageSize }) => (await operLog.page({ pageNum, pageSize, ...filters })).data,
  });

  const columns: ListColumn<OperLogRow>[] = [
    { key: 'id', label: T.id, nowrap: true, render: (row) => row.id },
    { key: 'module', label: T.module, nowrap: true, render: (row) => moduleName(row.module) },
    { key: 'action', label: T.action, render: (row) => T.actionName(row.action) },
    { key: 'operator', label: T.operator, render: (row) => T.operatorName(row.fullName, row.username) },
    { key: 'organisation', label: T.organisation, render: (row) => row.organisation },
    { key: 'ip', label: T.ip, nowrap: true, render: (row) => row.ip },
    { key: 'status', label: T.status, nowrap: true, render: (row) => <StatusBadge success={row.success} /> },
    { key: 'path', label: T.path, hidden: true, render: (row) => row.path },
    { key: 'createTime', label: T.createTime, nowrap: true, render: (row) => row.createTime },
    { key: 'duration', label: T.duration, nowrap: true, render: (row) => T.durationMs(row.durationMs) },
  ];

  const open = async (row: OperLogRow) => {
    const { data } = await operLog.get(row.id);
    if (data) setDetail(data);
  };

  const exportFile = async () => {
    const { data } = await operLog.exportFile(state.applied);
    if (data) downloadExport(data);
  };

  const verify = async () => {
    const { data } = await operLog.verify();
    if (!data) return;
    if (data.brokenAt === null) notifier.show({ type: 'success', text: T.verified(data.checked) });
    else await dialogs.ask({ title: T.verify, text: T.broken(data.brokenAt), cancelText: null });
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
            <ChoiceFilter
              label={T.module}
              value={state.filters.module}
              options={MODULE_OPTIONS}
              allLabel={T.allModules}
              onChange={(module) => list.setFilters({ module })}
            />
            <TextFilter list={list} filters={state.filters} name="operator" label={T.operator} />
            <ChoiceFilter
              label={T.status}
              value={state.filters.status}
              options={STATUS_OPTIONS}
              allLabel={T.allStatuses}
              onChange={(status) => list.setFilters({ status })}
            />
            <DateFilter
              label={T.beginDate}
              value={state.filters.beginDate}
              onChange={(beginDate) => list.setFilters({ beginDate })}
            />
            <DateFilter
              label={T.endDate}
              value={state.filters.endDate}
              onChange={(endDate) => list.setFilters({ endDate })}
            />
          </>
        }
        actions={
          <>
            <HasPermission perms={[OPERLOG_PERMISSIONS.export]}>
              <Button size={size} icon={<ArrowDownloadRegular />} onClick={() => void exportFile()}>
                {T.export}
              </Button>
            </HasPermission>
            <HasPermission perms={[OPERLOG_PERMISSIONS.verify]}>
              <Button size={size} icon={<ShieldCheckmarkRegular />} onClick={() => void verify()}>
                {T.verify}
              </Button>
            </HasPermission>
          </>
        }
        columns={columns}
        rowKey={(row) => row.id}
        rowActions={(row) => (
          <HasPermission perms={[OPERLOG_PERMISSIONS.query]}>
            <Button
              size="small"
              appearance="transparent"
              aria-label={T.detailOf(row.id)}
              onClick={() => void open(row)}
            >
              {T.detail}
            </Button>
          </HasPermission>
        )}
        empty={T.empty}
      />
      {detail ? (
        <DetailDialog title={T.detailTitle} entries={detailEntries(detail)} onClose={() => setDetail(null)} />
      ) : null}
    </>
  );
}
