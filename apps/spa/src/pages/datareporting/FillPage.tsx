// /datareporting/fill?taskId= | recordId=: the fill page of a report task or a saved draft, opened
// from 数据填报, where submitting returns.
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { FILL_PATH, FillView, REPORT_LIST_PATH, targetFrom } from './FillView';

export default function FillPage() {
  const search = useSearch();
  const target = useMemo(() => targetFrom(search), [search]);
  return <FillView target={target} tabPath={FILL_PATH} returnTo={REPORT_LIST_PATH} />;
}
