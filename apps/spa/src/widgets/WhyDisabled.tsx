// A control that is shown but may not be used, with the reason on hover and focus and as its
// accessible description, so nobody clicks it only to be refused by the server (the own account's
// switch and 删除, the own session's 强退).
import { Tooltip } from '@fluentui/react-components';
import type { ReactElement } from 'react';

export function WhyDisabled({ reason, children }: { reason: string | undefined; children: ReactElement }) {
  if (!reason) return children;
  return (
    <Tooltip content={reason} relationship="description" withArrow>
      {children}
    </Tooltip>
  );
}
