// The first cell of a tree table's row: indented by its depth, with a button that opens or folds the
// row's branch (a leaf keeps the button's room so names line up), then the row's name.
import { ACTION_TEXT } from '@ent/core/messages';
import { Button, makeStyles } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';

const INDENT_PX = 20;

const useStyles = makeStyles({
  name: { display: 'inline-flex', alignItems: 'center', gap: '4px' },
  toggle: { minWidth: '24px' },
  leaf: { display: 'inline-block', width: '24px' },
});

export function TreeNameCell({
  name,
  depth,
  branch,
  open,
  disabled = false,
  onToggle,
}: {
  name: string;
  depth: number;
  /** Whether the row has rows below it. */
  branch: boolean;
  open: boolean;
  disabled?: boolean;
  onToggle: () => void;
}) {
  const styles = useStyles();
  return (
    <span className={styles.name} style={{ paddingLeft: `${depth * INDENT_PX}px` }}>
      {branch ? (
        <Button
          className={styles.toggle}
          size="small"
          appearance="transparent"
          icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
          aria-expanded={open}
          aria-label={open ? ACTION_TEXT.collapseRow(name) : ACTION_TEXT.expandRow(name)}
          disabled={disabled}
          onClick={onToggle}
        />
      ) : (
        <span className={styles.leaf} />
      )}
      {name}
    </span>
  );
}
