// Deleting rows of a list: ask first, delete, say so, load the list again.
import type { ListController } from '@ent/core/list';
import { useServices } from '../../state/servicesContext';

export function useConfirmedRemove<Row>(
  list: ListController<Row, unknown, unknown> | { reload(): Promise<void> },
  options: {
    title: string;
    /** The question, naming the rows. */
    text: (rows: Row[]) => string;
    /** Deletes on the server; rejects (the HTTP client has shown why) when it fails. */
    remove: (rows: Row[]) => Promise<unknown>;
    /** Said once deleted. */
    done: string;
  },
): (rows: Row[]) => Promise<void> {
  const { dialogs, notifier } = useServices();
  return async (rows) => {
    if (rows.length === 0) return;
    if (!(await dialogs.ask({ title: options.title, text: options.text(rows) }))) return;
    const removed = await options.remove(rows).then(
      () => true,
      () => false,
    );
    if (!removed) return;
    notifier.show({ type: 'success', text: options.done });
    await list.reload();
  };
}
