// The one layout of every list page: the title, the search card (its fields given by the page;
// 搜索 applies them, 重置 empties them), the actions beside the table toolbar (search panel,
// refresh, columns), the table (selection, columns that can be hidden, row actions), the pager.
import type { ListController, ListState } from '@ent/core/list';
import { WIDGET_TEXT } from '@ent/core/messages';
import type { ColumnEntry } from '@ent/core/shell';
import {
  Checkbox,
  makeStyles,
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title3,
} from '@fluentui/react-components';
import { type ReactNode, useState } from 'react';
import { useControlSize } from '../../state/useShell';
import { useListPageStyles } from '../listPageStyles';
import { Pager } from '../Pager';
import { TableToolbar } from '../TableToolbar';
import { ListSearch } from './ListSearch';
import { TableScroll } from './TableScroll';

const useStyles = makeStyles({
  select: { width: '40px' },
  clickable: { cursor: 'pointer' },
});

/** A click on a control inside a row is that control's, not the row's. */
const CONTROLS = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="link"]';

export interface ListColumn<Row> {
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
  /** Keeps the cell on one line (dates, codes, short states). */
  nowrap?: boolean;
  /** Hidden until the user shows it in the columns dialog. */
  hidden?: boolean;
  /**
   * The narrowest the column may get (a CSS length, e.g. '16em' for an organisation's name): the
   * automatic layout would otherwise squeeze a wrapping column to a character a line, and the table
   * rather scrolls inside its box (TableScroll). Longer content still wraps beyond it.
   */
  minWidth?: string;
}

export interface ListPageProps<Row, F, K> {
  title: string;
  /** The table's name when it is not the title. */
  tableLabel?: string;
  list: ListController<Row, F, K>;
  state: ListState<Row, F, K>;
  /** Below the title, above the search card (a note on what the list holds). */
  intro?: ReactNode;
  /** The search form's fields; without them there is no search card. */
  searchFields?: ReactNode;
  /** The search form's accessible name. */
  searchLabel?: string;
  /** Buttons before the table toolbar (新增, batch delete…). */
  actions?: ReactNode;
  /** Above the table, below the actions (notes, counts). */
  above?: ReactNode;
  columns: ListColumn<Row>[];
  rowKey: (row: Row) => K;
  /** Rows can be selected (for batch actions); the labels name the checkboxes. */
  selection?: { all: string; row: (row: Row) => string };
  /** The last column's buttons for one row. */
  rowActions?: (row: Row) => ReactNode;
  /**
   * A click anywhere in a row (outside its controls) does this. A mouse shortcut only: the row
   * must also hold a control doing the same, for the keyboard and screen readers.
   */
  onRowClick?: (row: Row) => void;
  actionsLabel?: string;
  /** Shown in the table while it has no rows. */
  empty: string;
  /** The page's own class for its outer column. */
  className?: string;
}

export function ListPage<Row, F, K extends string | number>(props: ListPageProps<Row, F, K>) {
  const { list, state, columns } = props;
  const styles = { ...useListPageStyles(), ...useStyles() };
  const size = useControlSize();
  const [showSearch, setShowSearch] = useState(true);
  // What the user chose in the columns dialog; columns the page adds later start as declared.
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const entries: ColumnEntry[] = columns.map((column) => ({
    key: column.key,
    label: column.label,
    visible: chosen[column.key] ?? column.hidden !== true,
  }));
  const shown = columns.filter((_column, index) => entries[index]?.visible);
  const selected = new Set(state.selected);
  const span = shown.length + (props.selection ? 1 : 0) + (props.rowActions ? 1 : 0);

  return (
    <div className={mergeClasses(styles.page, props.className)}>
      <Title3 as="h1">{props.title}</Title3>
      {props.intro}
      {props.searchFields && showSearch ? (
        <ListSearch list={list} label={props.searchLabel}>
          {props.searchFields}
        </ListSearch>
      ) : null}
      <div className={styles.actions}>
        {props.actions}
        <span className={styles.spacer} />
        <TableToolbar
          showSearch={showSearch}
          onToggleSearch={() => setShowSearch(!showSearch)}
          onRefresh={() => void list.reload()}
          columns={entries}
          onColumnsChange={(next) => setChosen(Object.fromEntries(next.map((entry) => [entry.key, entry.visible])))}
        />
      </div>
      {props.above}
      <TableScroll label={props.tableLabel ?? props.title}>
        <Table
          className={styles.table}
          aria-label={props.tableLabel ?? props.title}
          aria-busy={state.loading || undefined}
          size={size === 'large' ? 'medium' : size}
        >
          <TableHeader>
            <TableRow>
              {props.selection ? (
                <TableHeaderCell className={styles.select}>
                  <Checkbox
                    aria-label={props.selection.all}
                    checked={
                      state.rows.length > 0 && selected.size === state.rows.length
                        ? true
                        : selected.size > 0
                          ? 'mixed'
                          : false
                    }
                    onChange={(_event, data) => list.selectAll(data.checked === true)}
                  />
                </TableHeaderCell>
              ) : null}
              {shown.map((column) => (
                <TableHeaderCell key={column.key} style={column.minWidth ? { minWidth: column.minWidth } : undefined}>
                  {column.label}
                </TableHeaderCell>
              ))}
              {props.rowActions ? <TableHeaderCell>{props.actionsLabel ?? WIDGET_TEXT.actions}</TableHeaderCell> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {state.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={span}>{props.empty}</TableCell>
              </TableRow>
            ) : (
              state.rows.map((row) => {
                const key = props.rowKey(row);
                return (
                  <TableRow
                    key={key}
                    className={props.onRowClick ? styles.clickable : undefined}
                    onClick={
                      props.onRowClick
                        ? (event) => {
                            if (!(event.target as Element).closest(CONTROLS)) props.onRowClick?.(row);
                          }
                        : undefined
                    }
                  >
                    {props.selection ? (
                      <TableCell>
                        <Checkbox
                          aria-label={props.selection.row(row)}
                          checked={selected.has(key)}
                          onChange={(_event, data) => list.toggle(key, data.checked === true)}
                        />
                      </TableCell>
                    ) : null}
                    {shown.map((column) => (
                      <TableCell key={column.key} className={column.nowrap ? styles.nowrap : undefined}>
                        {column.render(row)}
                      </TableCell>
                    ))}
                    {props.rowActions ? <TableCell className={styles.nowrap}>{props.rowActions(row)}</TableCell> : null}
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </TableScroll>
      <Pager
        total={state.total}
        pageNum={state.pageNum}
        pageSize={state.pageSize}
        onChange={(page) => void list.setPage(page)}
      />
    </div>
  );
}
