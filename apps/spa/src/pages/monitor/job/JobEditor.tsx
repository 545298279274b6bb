// The 定时任务 dialog: add a job or change one. The target is chosen from the platform's registered
// kinds (never typed code); the cron expression's next five run times show as it is typed, or why
// it cannot run, from the server's own schedule reader.
import type { JobMisfire, JobRow } from '@ent/core/api';
import { JOB_MISFIRES, type JobForm, jobFormErrors } from '@ent/core/contract';
import { JOB_TEXT as T } from '@ent/core/messages';
import {
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  Switch,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useServices } from '../../../state/servicesContext';
import { EditorDialog } from '../../../widgets/model/EditorDialog';
import { StatusField } from '../../../widgets/model/StatusField';
import { useFormModel } from '../../../widgets/model/useFormModel';
import { useResource } from '../../../widgets/model/useResource';

/** How long typing must pause before the preview asks the server. */
const PREVIEW_DELAY_MS = 300;

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '12px' },
  times: { margin: 0, paddingLeft: '20px', fontFamily: tokens.fontFamilyMonospace },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

export function JobEditor({
  editing,
  onClose,
  onSaved,
}: {
  /** null adds a job. */
  editing: JobRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { jobApi, notifier } = useServices();
  const styles = useStyles();
  const [misfire, setMisfire] = useState<JobMisfire>(editing?.misfire ?? 'skip');
  const [concurrent, setConcurrent] = useState(editing?.concurrent ?? false);
  const [status, setStatus] = useState<'0' | '1'>(editing?.status ?? '0');
  const form = useFormModel<JobForm>({
    initial: {
      name: editing?.name ?? '',
      group: editing?.group ?? 'DEFAULT',
      kind: editing?.kind ?? '',
      params: editing?.params ?? '{}',
      cron: editing?.cron ?? '',
      remark: editing?.remark ?? '',
    },
    validate: jobFormErrors,
  });
  const kinds = useResource(async () => (await jobApi.kinds()).data ?? [], [jobApi]);
  const cron = form.state.values.cron.trim();
  const [previewed, setPreviewed] = useState(cron);
  useEffect(() => {
    const timer = setTimeout(() => setPreviewed(cron), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [cron]);
  const preview = useResource(
    async () => (previewed ? (await jobApi.nextTimes(previewed)).data : undefined),
    [jobApi, previewed],
  );
  const kind = form.state.values.kind;

  const submit = () => {
    void form.model.submit(async (values) => {
      const body = {
        name: values.name.trim(),
        group: values.group.trim() || 'DEFAULT',
        kind: values.kind,
        params: values.params.trim() || '{}',
        cron: values.cron.trim(),
        remark: values.remark.trim(),
        misfire,
        concurrent,
        status,
      };
      const { data } = editing ? await jobApi.update({ jobId: editing.jobId, ...body }) : await jobApi.add(body);
      if (!data) return false;
      notifier.show({ type: 'success', text: T.saved });
      onSaved();
      return true;
    });
  };

  return (
    <EditorDialog title={editing ? T.editTitle : T.addTitle} busy={form.state.busy} onSubmit={submit} onClose={onClose}>
      <div className={styles.row}>
        <Field label={T.name} required {...form.validation('name')}>
          <Input {...form.text('name')} />
        </Field>
        <Field label={T.group} {...form.validation('group')}>
          <Input {...form.text('group')} />
        </Field>
      </div>
      <Field label={T.kind} required {...form.validation('kind')}>
        <Dropdown
          placeholder={T.kindPlaceholder}
          value={kinds.data?.find((each) => each.kind === kind)?.label ?? (T.kinds[kind] || kind)}
          selectedOptions={kind ? [kind] : []}
          onOptionSelect={(_event, data) => form.model.set('kind', data.optionValue ?? '')}
        >
          {(kinds.data ?? []).map((each) => (
            <Option key={each.kind} value={each.kind}>
              {each.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={T.params} hint={T.paramsHint} {...form.validation('params')}>
        <Textarea resize="vertical" {...form.text('params')} />
      </Field>
      <Field label={T.cron} required hint={T.cronHint} {...form.validation('cron')}>
        <Input {...form.text('cron')} />
      </Field>
      {preview.data ? (
        <div role="status" aria-label={T.nextTimes}>
          {preview.data.problem ? (
            <span className={styles.problem}>{preview.data.problem}</span>
          ) : (
            <>
              {T.nextTimes}
              <ol className={styles.times}>
                {preview.data.times.map((time) => (
                  <li key={time}>{time}</li>
                ))}
              </ol>
            </>
          )}
        </div>
      ) : null}
      <Field label={T.misfire}>
        <RadioGroup
          layout="horizontal"
          value={misfire}
          onChange={(_event, data) => setMisfire(data.value as JobMisfire)}
        >
          {JOB_MISFIRES.map((value) => (
            <Radio key={value} value={value} label={T.misfires[value]} />
          ))}
        </RadioGroup>
      </Field>
      <div className={styles.row}>
        <Switch
          label={T.concurrentSwitch}
          checked={concurrent}
          onChange={(_event, data) => setConcurrent(data.checked)}
        />
        <StatusField label={T.status} value={status} labels={T.statuses} onChange={setStatus} />
      </div>
      <Field label={T.remark} {...form.validation('remark')}>
        <Textarea resize="vertical" {...form.text('remark')} />
      </Field>
    </EditorDialog>
  );
}
