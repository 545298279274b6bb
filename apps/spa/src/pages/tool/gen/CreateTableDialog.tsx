// 创建表: CREATE TABLE statements pasted as text, read by the same parser as the server's, so a text
// that does not parse says where at once, beside the text; the server's refusal shows there too.
import { parseCreateTable } from '@ent/core/gen';
import { GEN_TEXT } from '@ent/core/messages';
import { Field, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useServices } from '../../../state/servicesContext';
import { EditorDialog } from '../../../widgets/model/EditorDialog';

const useStyles = makeStyles({
  surface: { width: 'min(900px, calc(100vw - 32px))', maxWidth: 'none' },
  sql: { fontFamily: tokens.fontFamilyMonospace, minHeight: '320px' },
  hint: { color: tokens.colorNeutralForeground3 },
});

export function CreateTableDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { genApi, notifier } = useServices();
  const styles = useStyles();
  const [sql, setSql] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const text = sql.trim();
    if (!text) {
      setProblem(GEN_TEXT.sqlRequired);
      return;
    }
    const parsed = parseCreateTable(text);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    setBusy(true);
    try {
      const { data } = await genApi.createTable({ sql: text });
      notifier.show({ type: 'success', text: GEN_TEXT.created(data?.length ?? 0) });
      onCreated();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <EditorDialog
      title={GEN_TEXT.createTitle}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
      surfaceClassName={styles.surface}
    >
      <Text className={styles.hint}>{GEN_TEXT.createIntro}</Text>
      <Field
        label={GEN_TEXT.sqlLabel}
        required
        validationMessage={problem || undefined}
        validationState={problem ? 'error' : 'none'}
      >
        <Textarea
          className={styles.sql}
          resize="vertical"
          value={sql}
          onChange={(_event, data) => {
            setSql(data.value);
            setProblem('');
          }}
        />
      </Field>
    </EditorDialog>
  );
}
