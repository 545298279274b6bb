// /configlist?editFormId=&noticeId=: a form asked for by a notice (SPEC §2). Submitting it also
// takes the notice out of status '0' (the server calls editByFormId's rule in the same step).
// It is data reporting's fill view opened from a notice, so it lives with data reporting. The bell
// opens it from any page: submitting returns to the page open before it.
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { CONFIGLIST_PATH, FillView, targetFrom } from './FillView';

export default function ConfigListPage() {
  const search = useSearch();
  const target = useMemo(() => targetFrom(search), [search]);
  return <FillView target={target} tabPath={CONFIGLIST_PATH} />;
}
