// 下发: a published version assigned as a report task (period, due date) to every enterprise with
// complete information, or to the ones chosen.
import type { FormDefinitionInfo, MainstayRow } from '@ent/core/api';
import { shanghaiDay } from '@ent/core/format';
import { type AssignErrors, checkAssign, MAX_PERIOD_CHARS } from '@ent/core/forms';
import { DEFINITION_TEXT, FORM_SERVICE_TEXT } from '@ent/core/messages';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Spinner,
  Switch,
  Text,
} from '@fluentui/react-components';
import { useEffect, useId, useState } from 'react';
import { useServices } from '../../../state/servicesContext';
import { useDialogStyles, without } from './definitionDialogs';

/** The enterprises the 下发 dialog lists at once (the endpoint's largest page). */
const ENTERPRISE_PAGE = 100;

export function AssignDialog({ row, onClose }: { row: FormDefinitionInfo; onClose: () => void }) {
  const { forms, mainstay, notifier } = useServices();
  const styles = useDialogStyles();
  const id = useId();
  const [period, setPeriod] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [all, setAll] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const [name, setName] = useState('');
  const [found, setFound] = useState<{ rows: MainstayRow[]; total: number } | null>(null);
  const [errors, setErrors] = useState<AssignErrors>({});
  const [busy, setBusy] = useState(false);

  // Only enterprises with complete information receive tasks, so only they are offered.
  useEffect(() => {
    if (all) return;
    let cancelled = false;
    const timer = setTimeout(
      () => {
        mainstay
          .enterprises({ pageNum: 1, pageSize: ENTERPRISE_PAGE, name: name.trim() || undefined, complete: true })
          .then((answer) => {
            if (!cancelled && answer.data) setFound(answer.data);
          })
          .catch(() => undefined);
      },
      name ? 300 : 0,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [mainstay, name, all]);

  const submit = async () => {
    const check = checkAssign({ period, dueDate, all, mainstayIds: chosen }, shanghaiDay(new Date()));
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setBusy(true);
    try {
      const answer = await forms.assign({ id: row.id, ...check.request });
      notifier.show({ type: 'success', text: answer.msg || FORM_SERVICE_TEXT.assigned(answer.data ?? 0) });
      onClose();
    } catch {
      setBusy(false);
    }
  };

  const toggle = (enterpriseId: number, on: boolean) => {
    setChosen((current) => (on ? [...current, enterpriseId] : current.filter((value) => value !== enterpriseId)));
    setErrors((current) => without(current, 'mainstayIds'));
  };

  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{DEFINITION_TEXT.assignTitle(row.title)}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field
                label={DEFINITION_TEXT.period}
                hint={DEFINITION_TEXT.periodHint}
                required
                validationMessage={errors.period}
                validationState={errors.period ? 'error' : 'none'}
              >
                <Input
                  value={period}
                  maxLength={MAX_PERIOD_CHARS}
                  onChange={(_event, data) => {
                    setPeriod(data.value);
                    setErrors((current) => without(current, 'period'));
                  }}
                />
              </Field>
              <Field
                label={DEFINITION_TEXT.dueDate}
                required
                validationMessage={errors.dueDate}
                validationState={errors.dueDate ? 'error' : 'none'}
              >
                <Input
                  type="date"
                  // The picker offers no past day; one typed is refused by checkAssign.
                  min={shanghaiDay(new Date())}
                  value={dueDate}
                  onChange={(_event, data) => {
                    setDueDate(data.value);
                    setErrors((current) => without(current, 'dueDate'));
                  }}
                />
              </Field>
              <Switch
                label={DEFINITION_TEXT.allEnterprises}
                checked={all}
                onChange={(_event, data) => {
                  setAll(data.checked);
                  setErrors((current) => without(current, 'mainstayIds'));
                }}
              />
              {all ? null : (
                <fieldset className={styles.group} aria-describedby={errors.mainstayIds ? `${id}-error` : `${id}-hint`}>
                  <legend className={styles.legend}>
                    {DEFINITION_TEXT.enterprises}
                    <span aria-hidden="true" className={styles.error}>
                      {' *'}
                    </span>
                  </legend>
                  <Text id={`${id}-hint`} size={200} className={styles.muted}>
                    {DEFINITION_TEXT.enterprisesHint} {DEFINITION_TEXT.selectedCount(chosen.length)}
                  </Text>
                  <Input
                    type="search"
                    aria-label={DEFINITION_TEXT.enterpriseSearch}
                    placeholder={DEFINITION_TEXT.enterpriseSearch}
                    value={name}
                    onChange={(_event, data) => setName(data.value)}
                    // Enter searches (as typing does); it must not submit the dialog.
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') event.preventDefault();
                    }}
                  />
                  <div className={styles.list}>
                    {found === null ? <Spinner size="tiny" label={DEFINITION_TEXT.loading} /> : null}
                    {found && found.rows.length === 0 ? (
                      <Text className={styles.muted}>{DEFINITION_TEXT.noEnterprises}</Text>
                    ) : null}
                    {found?.rows.map((item) => (
                      <Checkbox
                        key={item.id}
                        label={DEFINITION_TEXT.enterpriseOption(item.name, item.creditCode)}
                        checked={chosen.includes(item.id)}
                        onChange={(_event, data) => toggle(item.id, data.checked === true)}
                      />
                    ))}
                  </div>
                  {found && found.total > found.rows.length ? (
                    <Text size={200} className={styles.muted}>
                      {DEFINITION_TEXT.moreEnterprises(found.rows.length, found.total)}
                    </Text>
                  ) : null}
                  {errors.mainstayIds ? (
                    <Text id={`${id}-error`} role="alert" className={styles.error}>
                      {errors.mainstayIds}
                    </Text>
                  ) : null}
                </fieldset>
              )}
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={busy}>
                {DEFINITION_TEXT.assign}
              </Button>
              <Button onClick={onClose}>{DEFINITION_TEXT.cancel}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
