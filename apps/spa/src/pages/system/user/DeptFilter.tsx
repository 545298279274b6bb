// The department tree beside the user list: choosing a department lists its members and those of
// the departments below it; 全部部门 lists everyone in scope.
import type { DeptRow } from '@ent/core/api';
import { USER_TEXT as T } from '@ent/core/messages';
import { buildTree, filterTree, flattenTree } from '@ent/core/tree';
import { Button, Field, Input, makeStyles } from '@fluentui/react-components';
import { useMemo, useState } from 'react';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: '4px', minWidth: '200px' },
  list: { display: 'flex', flexDirection: 'column', listStyle: 'none', margin: 0, padding: 0 },
  item: { justifyContent: 'flex-start', width: '100%' },
});

export function DeptFilter({
  depts,
  selected,
  onSelect,
}: {
  depts: DeptRow[];
  selected: number | null;
  onSelect: (deptId: number | null) => void;
}) {
  const styles = useStyles();
  const [query, setQuery] = useState('');
  const nodes = useMemo(() => {
    const forest = buildTree(
      depts,
      (dept) => dept.deptId,
      (dept) => dept.parentId,
    );
    const text = query.trim();
    return flattenTree(text ? filterTree(forest, (dept) => dept.deptName.includes(text)) : forest);
  }, [depts, query]);
  const depth = (dept: DeptRow) => (dept.ancestors ? dept.ancestors.split(',').length : 0);

  return (
    <nav className={styles.panel} aria-label={T.deptTree}>
      <Field label={T.deptFilter} size="small">
        <Input size="small" value={query} onChange={(_event, data) => setQuery(data.value)} />
      </Field>
      <ul className={styles.list}>
        <li>
          <Button
            className={styles.item}
            size="small"
            appearance={selected === null ? 'primary' : 'subtle'}
            aria-pressed={selected === null}
            onClick={() => onSelect(null)}
          >
            {T.allDepts}
          </Button>
        </li>
        {nodes.map((node) => (
          <li key={node.id} style={{ paddingLeft: `${depth(node.item) * 12}px` }}>
            <Button
              className={styles.item}
              size="small"
              appearance={selected === node.id ? 'primary' : 'subtle'}
              aria-pressed={selected === node.id}
              onClick={() => onSelect(node.id)}
            >
              {node.item.deptName}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
