// 预览: a stored version rendered as the enterprise will see it, in edit or detail mode, with the
// problems the renderer found in the definition.
import type { FormDefinitionInfo } from '@ent/core/api';
import { createFormStore, normalizeDefinition, withDictionaryOptions } from '@ent/core/forms';
import { DEFINITION_TEXT } from '@ent/core/messages';
import { present } from '@ent/core/model';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useServices } from '../../../state/servicesContext';
import { FormView } from '../../../widgets/form/FormView';
import type { FormMode } from '../../../widgets/form/formContext';
import { useResource } from '../../../widgets/model/useResource';
import { fetchContent, useDialogStyles } from './definitionDialogs';

export function PreviewDialog({ row, onClose }: { row: FormDefinitionInfo; onClose: () => void }) {
  const { forms, dictionaries } = useServices();
  const styles = useDialogStyles();
  // undefined while loading, null when the definition could not be loaded.
  const loaded = useResource(
    async () =>
      createFormStore(
        await withDictionaryOptions(
          normalizeDefinition(present(await fetchContent(forms, row.id))),
          dictionaries.options,
        ),
      ),
    [forms, dictionaries, row.id],
  );
  const store = loaded.status === 'ready' ? loaded.data : loaded.status === 'failed' ? null : undefined;
  const [mode, setMode] = useState<FormMode>('edit');

  const problems = store ? store.definition.problems.length : 0;
  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.wide}>
        <DialogBody>
          <DialogTitle>{DEFINITION_TEXT.previewTitle(row.title)}</DialogTitle>
          <DialogContent className={styles.form}>
            {store === undefined ? <Spinner label={DEFINITION_TEXT.loading} /> : null}
            {store === null ? (
              <MessageBar intent="error">
                <MessageBarBody>{DEFINITION_TEXT.loadFailed}</MessageBarBody>
              </MessageBar>
            ) : null}
            {store ? (
              <>
                <MessageBar intent={problems > 0 ? 'warning' : 'success'}>
                  <MessageBarBody>
                    {problems > 0 ? DEFINITION_TEXT.problems(problems) : DEFINITION_TEXT.noProblems}
                  </MessageBarBody>
                </MessageBar>
                <div className={styles.bar}>
                  <TabList
                    aria-label={DEFINITION_TEXT.modeLabel}
                    selectedValue={mode}
                    onTabSelect={(_event, data) => setMode(data.value as FormMode)}
                  >
                    <Tab value="edit">{DEFINITION_TEXT.editMode}</Tab>
                    <Tab value="detail">{DEFINITION_TEXT.detailMode}</Tab>
                  </TabList>
                  <Button disabled={mode !== 'edit'} onClick={() => store.validateAll()}>
                    {DEFINITION_TEXT.validate}
                  </Button>
                </div>
                <FormView store={store} mode={mode} showProblems label={row.title} />
              </>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {DEFINITION_TEXT.close}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
