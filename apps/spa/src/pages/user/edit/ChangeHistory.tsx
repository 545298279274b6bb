// 变更记录 of /user/edit: every changed field of the enterprise with who, when, before and after
// (enterprise_change_log), newest first, a page at a time.
import type { EnterpriseChange } from '@ent/core/api';
import { formatTime } from '@ent/core/format';
import { ENTERPRISE_FIELD_TEXT, ENTERPRISE_INFO_TEXT } from '@ent/core/messages';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { ListBinding } from '../../../widgets/list/useList';
import { Pager } from '../../../widgets/Pager';
import { SectionCard, useSectionStyles } from './sectionParts';

export function ChangeHistory({ list, state }: ListBinding<EnterpriseChange, Record<string, never>, number>) {
  const styles = useSectionStyles();
  return (
    <SectionCard title={ENTERPRISE_INFO_TEXT.history} hint={ENTERPRISE_INFO_TEXT.historyHint}>
      <Table size="small" aria-label={ENTERPRISE_INFO_TEXT.history}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{ENTERPRISE_INFO_TEXT.changedAt}</TableHeaderCell>
            <TableHeaderCell>{ENTERPRISE_INFO_TEXT.changedBy}</TableHeaderCell>
            <TableHeaderCell>{ENTERPRISE_INFO_TEXT.field}</TableHeaderCell>
            <TableHeaderCell>{ENTERPRISE_INFO_TEXT.oldValue}</TableHeaderCell>
            <TableHeaderCell>{ENTERPRISE_INFO_TEXT.newValue}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {state.rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5}>{ENTERPRISE_INFO_TEXT.noHistory}</TableCell>
            </TableRow>
          ) : (
            state.rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{formatTime(row.changedAt)}</TableCell>
                <TableCell>{row.changedBy}</TableCell>
                <TableCell>{ENTERPRISE_FIELD_TEXT[row.field] ?? row.field}</TableCell>
                <TableCell className={styles.value}>{row.oldValue || ENTERPRISE_INFO_TEXT.empty}</TableCell>
                <TableCell className={styles.value}>{row.newValue || ENTERPRISE_INFO_TEXT.empty}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <Pager
        total={state.total}
        pageNum={state.pageNum}
        pageSize={state.pageSize}
        autoScroll={false}
        onChange={(page) => void list.setPage(page)}
      />
    </SectionCard>
  );
}
