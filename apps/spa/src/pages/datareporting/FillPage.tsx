// /datareporting/fill?taskId= | recordId=: the fill page of a report task or a saved draft.
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { FillView, targetFrom } from './FillView';

export default function FillPage() {
  const search = useSearch();
  const target = useMemo(() => targetFrom(search), [search]);
  return <FillView target={target} />;
}
