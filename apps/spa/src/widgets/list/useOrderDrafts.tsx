// A tree table's order column (部门管理, 菜单管理): numbers typed into the rows, saved together with
// one button, said so, and the table loaded again.
import { ACTION_TEXT } from '@ent/core/messages';
import { Input, makeStyles } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useServices } from '../../state/servicesContext';
import { ToolbarButton } from './ListActions';

const useStyles = makeStyles({ order: { width: '80px' } });

export interface OrderChange {
  id: number;
  orderNum: number;
}

export function useOrderDrafts<Row>(options: {
  rows: readonly Row[];
  id: (row: Row) => number;
  order: (row: Row) => number;
  /** The row's name, for its input's accessible name. */
  name: (row: Row) => string;
  /** Saves on the server; rejects (the HTTP client has shown why) when it fails. */
  save: (changes: OrderChange[]) => Promise<unknown>;
  reload: () => Promise<void>;
}) {
  const { notifier } = useServices();
  const styles = useStyles();
  const [drafts, setDrafts] = useState<ReadonlyMap<number, string>>(new Map());
  // Only whole numbers that differ from the stored order count; an emptied input is no change.
  const changes = options.rows.flatMap((row): OrderChange[] => {
    const text = drafts.get(options.id(row));
    const orderNum = Number(text);
    return text !== undefined && text.trim() !== '' && Number.isInteger(orderNum) && orderNum !== options.order(row)
      ? [{ id: options.id(row), orderNum }]
      : [];
  });
  return {
    changes,
    input: (row: Row) => (
      <Input
        className={styles.order}
        size="small"
        type="number"
        min={0}
        aria-label={ACTION_TEXT.orderOf(options.name(row))}
        value={drafts.get(options.id(row)) ?? String(options.order(row))}
        onChange={(_event, data) => setDrafts(new Map(drafts).set(options.id(row), data.value))}
      />
    ),
    save: async () => {
      if (changes.length === 0) return;
      const saved = await options.save(changes).then(
        () => true,
        () => false,
      );
      if (!saved) return;
      setDrafts(new Map());
      notifier.show({ type: 'success', text: ACTION_TEXT.orderSaved });
      await options.reload();
    },
  };
}

/** 保存排序: saves the typed orders; disabled while none changed. */
export function SaveOrderButton({
  perm,
  orders,
}: {
  perm: string;
  orders: Pick<ReturnType<typeof useOrderDrafts>, 'changes' | 'save'>;
}) {
  return (
    <ToolbarButton
      perm={perm}
      icon={<SaveRegular />}
      disabled={orders.changes.length === 0}
      onClick={() => void orders.save()}
    >
      {ACTION_TEXT.saveOrder}
    </ToolbarButton>
  );
}
