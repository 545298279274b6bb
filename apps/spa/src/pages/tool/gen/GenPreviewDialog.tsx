// 代码生成's 预览: the form a table's settings make, rendered as enterprises will fill it (填写模式)
// and read it (详情模式), its list and query settings, and the form-generator JSON that 生成表单
// saves. The dictionary fields get their options as on every page.
import { createFormStore, normalizeDefinition, withDictionaryOptions } from '@ent/core/forms';
import { DEFINITION_TEXT, GEN_TEXT } from '@ent/core/messages';
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
  makeStyles,
  Spinner,
  Tab,
  TabList,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useServices } from '../../../state/servicesContext';
import { FormView } from '../../../widgets/form/FormView';
import { useResource } from '../../../widgets/model/useResource';

const useStyles = makeStyles({
  surface: { width: 'min(1100px, calc(100vw - 32px))', maxWidth: 'none' },
  content: { display: 'flex', flexDirection: 'column', gap: '12px' },
  json: { fontFamily: tokens.fontFamilyMonospace, minHeight: '360px' },
  list: { margin: 0, paddingLeft: '20px' },
});

type View = 'edit' | 'detail' | 'list' | 'json';

export interface GenPreviewContent {
  title: string;
  content: Record<string, unknown>;
}

interface Named {
  label: string;
  prop: string;
  queryType?: string;
}

export function GenPreviewDialog({ preview, onClose }: { preview: GenPreviewContent; onClose: () => void }) {
  const { dictionaries } = useServices();
  const styles = useStyles();
  const [view, setView] = useState<View>('edit');
  const loaded = useResource(
    async () =>
      createFormStore(await withDictionaryOptions(normalizeDefinition(preview.content), dictionaries.options)),
    [preview, dictionaries],
  );
  const store = loaded.status === 'ready' ? loaded.data : null;
  const problems = store ? store.definition.problems.length : 0;
  const listColumns = (preview.content.listColumns ?? []) as Named[];
  const queryFields = (preview.content.queryFields ?? []) as Named[];

  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{GEN_TEXT.previewTitle(preview.title)}</DialogTitle>
          <DialogContent className={styles.content}>
            <TabList
              aria-label={DEFINITION_TEXT.modeLabel}
              selectedValue={view}
              onTabSelect={(_event, data) => setView(data.value as View)}
            >
              <Tab value="edit">{DEFINITION_TEXT.editMode}</Tab>
              <Tab value="detail">{DEFINITION_TEXT.detailMode}</Tab>
              <Tab value="list">{GEN_TEXT.previewList}</Tab>
              <Tab value="json">{GEN_TEXT.previewJson}</Tab>
            </TabList>
            {loaded.status === 'loading' ? <Spinner label={GEN_TEXT.loading} /> : null}
            {store && (view === 'edit' || view === 'detail') ? (
              <>
                <MessageBar intent={problems > 0 ? 'warning' : 'success'}>
                  <MessageBarBody>
                    {problems > 0 ? DEFINITION_TEXT.problems(problems) : DEFINITION_TEXT.noProblems}
                  </MessageBarBody>
                </MessageBar>
                <FormView store={store} mode={view} showProblems label={preview.title} />
              </>
            ) : null}
            {view === 'list' ? (
              <>
                <Text weight="semibold">{GEN_TEXT.listColumns}</Text>
                {listColumns.length ? (
                  <ul className={styles.list}>
                    {listColumns.map((column) => (
                      <li key={column.prop}>{column.label}</li>
                    ))}
                  </ul>
                ) : (
                  <Text>{GEN_TEXT.noneShown}</Text>
                )}
                <Text weight="semibold">{GEN_TEXT.queryFields}</Text>
                {queryFields.length ? (
                  <ul className={styles.list}>
                    {queryFields.map((field) => (
                      <li key={field.prop}>
                        {GEN_TEXT.cellOf(field.label, GEN_TEXT.queryTypes[field.queryType ?? ''] ?? '')}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <Text>{GEN_TEXT.noneShown}</Text>
                )}
              </>
            ) : null}
            {view === 'json' ? (
              <Textarea
                className={styles.json}
                aria-label={GEN_TEXT.previewJson}
                readOnly
                resize="vertical"
                value={JSON.stringify(preview.content, null, 2)}
              />
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {GEN_TEXT.close}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
