// The buttons of a management list, each shown only to holders of the permission it needs: 新增,
// 删除所选 and 导出 above the table, 修改 and 删除 (or another action) in each row, with accessible
// names that say which row. One look and one naming for every page; the page says what they do.
import { ACTION_TEXT } from '@ent/core/messages';
import { Button } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { type ReactElement, type ReactNode, useState } from 'react';
import { useControlSize } from '../../state/useShell';
import { downloadExport } from '../download';
import { HasPermission } from '../Gate';
import { WhyDisabled } from '../WhyDisabled';

/** A button above the table. */
export function ToolbarButton({
  perm,
  icon,
  primary = false,
  disabled = false,
  onClick,
  children,
}: {
  perm: string;
  icon: ReactElement;
  primary?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const size = useControlSize();
  return (
    <HasPermission perms={[perm]}>
      <Button
        size={size}
        appearance={primary ? 'primary' : undefined}
        icon={icon}
        disabled={disabled}
        onClick={onClick}
      >
        {children}
      </Button>
    </HasPermission>
  );
}

export function AddButton({ perm, onClick }: { perm: string; onClick: () => void }) {
  return (
    <ToolbarButton perm={perm} primary icon={<AddRegular />} onClick={onClick}>
      {ACTION_TEXT.add}
    </ToolbarButton>
  );
}

/** Deletes the rows selected on the page; disabled while none is. */
export function RemoveSelectedButton({
  perm,
  selected,
  onClick,
}: {
  perm: string;
  selected: number;
  onClick: () => void;
}) {
  return (
    <ToolbarButton perm={perm} icon={<DeleteRegular />} disabled={selected === 0} onClick={onClick}>
      {ACTION_TEXT.removeSelected}
    </ToolbarButton>
  );
}

/** Asks the server for the export of the applied filters and downloads the file it names. */
export function ExportButton({
  perm,
  onExport,
}: {
  perm: string;
  /** Resolves to the file name; rejects (the HTTP client has shown why) when it fails. */
  onExport: () => Promise<{ data?: string | null }>;
}) {
  const exportFile = async () => {
    const { data } = await onExport();
    if (data) downloadExport(data);
  };
  return (
    <ToolbarButton perm={perm} icon={<ArrowDownloadRegular />} onClick={() => void exportFile()}>
      {ACTION_TEXT.export}
    </ToolbarButton>
  );
}

/** A button in a row: its text says the action, its accessible name also the row. */
export function RowButton({
  perm,
  icon,
  label,
  name,
  disabledReason,
  onClick,
}: {
  /** Omitted: every viewer of the list may. */
  perm?: string;
  icon?: ReactElement;
  label: string;
  /** The accessible name (修改 南京市能源局). */
  name: string;
  /** Set: the button is disabled for this row and says why (the server would refuse it). */
  disabledReason?: string;
  onClick: () => void;
}) {
  // disabledFocusable rather than disabled: keyboard users reach the button and hear why.
  const button = (
    <WhyDisabled reason={disabledReason}>
      <Button
        size="small"
        appearance="transparent"
        icon={icon}
        aria-label={name}
        disabledFocusable={disabledReason !== undefined}
        onClick={onClick}
      >
        {label}
      </Button>
    </WhyDisabled>
  );
  return perm ? <HasPermission perms={[perm]}>{button}</HasPermission> : button;
}

/** 修改 or 删除 of one row, named with the row (`row`), disabled with the reason when one is given. */
interface RowActionProps {
  perm: string;
  row: string;
  disabledReason?: string;
  onClick: () => void;
}

export function EditRowButton({ perm, row, disabledReason, onClick }: RowActionProps) {
  return (
    <RowButton
      perm={perm}
      icon={<EditRegular />}
      label={ACTION_TEXT.edit}
      name={ACTION_TEXT.editRow(row)}
      disabledReason={disabledReason}
      onClick={onClick}
    />
  );
}

export function RemoveRowButton({ perm, row, disabledReason, onClick }: RowActionProps) {
  return (
    <RowButton
      perm={perm}
      icon={<DeleteRegular />}
      label={ACTION_TEXT.remove}
      name={ACTION_TEXT.removeRow(row)}
      disabledReason={disabledReason}
      onClick={onClick}
    />
  );
}

/**
 * The row an editor dialog is open for: undefined while closed, null for a new row. Saving closes
 * the dialog and loads the list again.
 */
export function useEditing<Row>(reload: () => unknown) {
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  return {
    editing,
    open: (row: Row | null) => setEditing(row),
    close: () => setEditing(undefined),
    saved: () => {
      setEditing(undefined);
      void reload();
    },
  };
}
