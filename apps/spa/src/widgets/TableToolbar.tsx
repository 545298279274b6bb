// SPEC §2 table toolbar: hide or show the search panel, refresh, show or hide columns (a dialog
// titled 显示/隐藏 with a two-list transfer, lists 显示 and 隐藏).

import { WIDGET_TEXT } from '@ent/core/messages';
import { type ColumnEntry, setVisible } from '@ent/core/shell';
import {
  Button,
  Checkbox,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowClockwiseRegular,
  ArrowLeftRegular,
  ArrowRightRegular,
  DismissRegular,
  GridRegular,
  SearchRegular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { useControlSize } from '../state/useShell';

const useStyles = makeStyles({
  bar: { display: 'flex', gap: '6px', justifyContent: 'flex-end' },
  transfer: { display: 'grid', gridTemplateColumns: '1fr auto 1fr', gap: '12px', alignItems: 'center' },
  list: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    minHeight: '220px',
    padding: '4px',
  },
  listTitle: { display: 'block', padding: '4px 8px', fontWeight: tokens.fontWeightSemibold },
  moves: { display: 'flex', flexDirection: 'column', gap: '8px' },
});

export interface TableToolbarProps {
  showSearch: boolean;
  onToggleSearch: () => void;
  onRefresh: () => void;
  columns?: ColumnEntry[];
  onColumnsChange?: (columns: ColumnEntry[]) => void;
}

function ColumnList({
  title,
  columns,
  selected,
  onSelect,
}: {
  title: string;
  columns: ColumnEntry[];
  selected: string[];
  onSelect: (keys: string[]) => void;
}) {
  const styles = useStyles();
  return (
    <fieldset className={styles.list}>
      <legend className={styles.listTitle}>{title}</legend>
      {columns.map((column) => (
        <Checkbox
          key={column.key}
          label={column.label}
          checked={selected.includes(column.key)}
          onChange={(_event, data) =>
            onSelect(data.checked ? [...selected, column.key] : selected.filter((key) => key !== column.key))
          }
        />
      ))}
    </fieldset>
  );
}

function ColumnTransfer({ columns, onChange }: { columns: ColumnEntry[]; onChange: (columns: ColumnEntry[]) => void }) {
  const styles = useStyles();
  const [selectedShown, setSelectedShown] = useState<string[]>([]);
  const [selectedHidden, setSelectedHidden] = useState<string[]>([]);
  return (
    <div className={styles.transfer}>
      <ColumnList
        title={WIDGET_TEXT.shown}
        columns={columns.filter((c) => c.visible)}
        selected={selectedShown}
        onSelect={setSelectedShown}
      />
      <div className={styles.moves}>
        <Button
          icon={<ArrowRightRegular />}
          aria-label={WIDGET_TEXT.moveToHidden}
          disabled={selectedShown.length === 0}
          onClick={() => {
            onChange(setVisible(columns, selectedShown, false));
            setSelectedShown([]);
          }}
        />
        <Button
          icon={<ArrowLeftRegular />}
          aria-label={WIDGET_TEXT.moveToShown}
          disabled={selectedHidden.length === 0}
          onClick={() => {
            onChange(setVisible(columns, selectedHidden, true));
            setSelectedHidden([]);
          }}
        />
      </div>
      <ColumnList
        title={WIDGET_TEXT.hidden}
        columns={columns.filter((c) => !c.visible)}
        selected={selectedHidden}
        onSelect={setSelectedHidden}
      />
    </div>
  );
}

export function TableToolbar({ showSearch, onToggleSearch, onRefresh, columns, onColumnsChange }: TableToolbarProps) {
  const styles = useStyles();
  const size = useControlSize();
  return (
    <div className={styles.bar} role="toolbar" aria-label={WIDGET_TEXT.columnsTitle}>
      <Tooltip content={WIDGET_TEXT.toggleSearch(showSearch)} relationship="label">
        <Button
          size={size}
          shape="circular"
          icon={<SearchRegular />}
          onClick={onToggleSearch}
          aria-pressed={showSearch}
        />
      </Tooltip>
      <Tooltip content={WIDGET_TEXT.refresh} relationship="label">
        <Button size={size} shape="circular" icon={<ArrowClockwiseRegular />} onClick={onRefresh} />
      </Tooltip>
      {columns && onColumnsChange ? (
        <Dialog>
          <Tooltip content={WIDGET_TEXT.columns} relationship="label">
            <DialogTrigger disableButtonEnhancement>
              <Button size={size} shape="circular" icon={<GridRegular />} />
            </DialogTrigger>
          </Tooltip>
          <DialogSurface>
            <DialogBody>
              <DialogTitle
                action={
                  <DialogTrigger action="close">
                    <Button appearance="subtle" aria-label={WIDGET_TEXT.close} icon={<DismissRegular />} />
                  </DialogTrigger>
                }
              >
                {WIDGET_TEXT.columnsTitle}
              </DialogTitle>
              <DialogContent>
                <ColumnTransfer columns={columns} onChange={onColumnsChange} />
              </DialogContent>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      ) : null}
    </div>
  );
}
