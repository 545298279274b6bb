// The layout every list page shares: a column of search card, toolbar, table and pager.
import { makeStyles } from '@fluentui/react-components';

export const useListPageStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px' },
  search: { display: 'flex', gap: '12px', alignItems: 'flex-end', flexWrap: 'wrap' },
  actions: { display: 'flex', gap: '8px', alignItems: 'center', flexWrap: 'wrap' },
  spacer: { flexGrow: 1 },
  // Columns sized by their content rather than evenly.
  table: { tableLayout: 'auto' },
  nowrap: { whiteSpace: 'nowrap' },
});
