// The filing states with their labels from 项目备案状态 (staff may rename them there), shared by the
// filing pages and 项目地图. The states themselves are the workflow's steps, so the list is the
// workflow's, not the dictionary's.
import { FILING_STATUSES, STAFF_FILING_STATUSES } from '@ent/core/contract';
import { DICT_TYPES } from '@ent/core/dict';
import { useMemo } from 'react';
import { useDictChoices } from './useDictionary';

export function useFilingStatuses() {
  const { label } = useDictChoices(DICT_TYPES.filingStatus);
  return useMemo(
    () => ({
      label,
      choices: FILING_STATUSES.map((status) => [status, label(status)] as const),
      // Staff never see an enterprise's drafts, so they are not offered as a filter.
      staffChoices: STAFF_FILING_STATUSES.map((status) => [status, label(status)] as const),
    }),
    [label],
  );
}
