import { PAGE_TEXT } from '@ent/core/messages';
import { Body1, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';

export function PageUnavailable({ component }: { component: string }) {
  return (
    <MessageBar intent="warning" layout="multiline" role="status">
      <MessageBarBody>
        <MessageBarTitle>{PAGE_TEXT.pageUnavailable(component)}</MessageBarTitle>
        <Body1>{PAGE_TEXT.pageUnavailableHint}</Body1>
      </MessageBarBody>
    </MessageBar>
  );
}
