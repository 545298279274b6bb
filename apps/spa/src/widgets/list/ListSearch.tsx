// The search card of a list: the page's fields, 搜索 applying them from page 1 and 重置 emptying them.
// ListPage shows it above its table; pages whose rows are not a table (news feeds) use it alone.
import type { ListController } from '@ent/core/list';
import { WIDGET_TEXT } from '@ent/core/messages';
import { Button, Card } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useControlSize } from '../../state/useShell';
import { useListPageStyles } from '../listPageStyles';

export function ListSearch<F>({
  list,
  label,
  children,
  after,
}: {
  list: ListController<unknown, F, unknown>;
  /** The search form's accessible name. */
  label?: string;
  children: ReactNode;
  /** After the buttons, at the far end of the card (a page's 新增). */
  after?: ReactNode;
}) {
  const styles = useListPageStyles();
  const size = useControlSize();
  return (
    <Card>
      <form
        className={styles.search}
        aria-label={label ?? WIDGET_TEXT.search}
        onSubmit={(event) => {
          event.preventDefault();
          void list.search();
        }}
      >
        {children}
        <Button type="submit" appearance="primary" size={size}>
          {WIDGET_TEXT.search}
        </Button>
        <Button size={size} onClick={() => void list.reset()}>
          {WIDGET_TEXT.reset}
        </Button>
        {after ? (
          <>
            <span className={styles.spacer} />
            {after}
          </>
        ) : null}
      </form>
    </Card>
  );
}
