import { CONSULTING_TEXT } from '@ent/core/messages';
import type { ConsultingStatus } from '@ent/core/validate';
import { Badge } from '@fluentui/react-components';

const COLORS = { pending: 'warning', answered: 'brand', closed: 'success' } as const;

/** A thread's state: 待答复, 已答复 or 已办结. */
export function StatusBadge({ status }: { status: ConsultingStatus }) {
  return (
    <Badge appearance="tint" color={COLORS[status]} shape="rounded">
      {CONSULTING_TEXT.statuses[status]}
    </Badge>
  );
}
