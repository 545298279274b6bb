// The add/edit dialog of a notice: title (required), type, content as plain paragraphs, the form it
// asks for, and (on add) who receives it.
import type { ManagedNotice } from '@ent/core/api';
import { DOMAIN_TEXT, NOTICE_PAGE_TEXT } from '@ent/core/messages';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Textarea,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useServices } from '../../../state/servicesContext';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
});

/** Plain text with line breaks ⇄ the paragraphs stored as the notice's HTML. */
function textToHtml(text: string): string {
  const escapeHtml = (line: string) => line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const paragraphs = [...doc.body.querySelectorAll('p')].map((p) => p.textContent ?? '');
  return paragraphs.length > 0 ? paragraphs.join('\n') : (doc.body.textContent ?? '');
}

interface Draft {
  noticeId?: number;
  noticeTitle: string;
  noticeType: '1' | '2';
  content: string;
  formId: string;
}

const EMPTY: Draft = { noticeTitle: '', noticeType: '1', content: '', formId: '' };

const draftOf = (notice: ManagedNotice | null): Draft =>
  notice
    ? {
        noticeId: notice.noticeId,
        noticeTitle: notice.noticeTitle,
        noticeType: notice.noticeType,
        content: htmlToText(notice.noticeContent),
        formId: notice.formId ? String(notice.formId) : '',
      }
    : { ...EMPTY };

/** Edits `notice` (null: a new one); `onClose(true)` once saved. */
export function NoticeEditor({ notice, onClose }: { notice: ManagedNotice | null; onClose: (saved: boolean) => void }) {
  const { noticeApi, notifier } = useServices();
  const styles = useStyles();
  const [draft, setDraft] = useState(() => draftOf(notice));
  const [titleError, setTitleError] = useState('');
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!draft.noticeTitle.trim()) {
      setTitleError(NOTICE_PAGE_TEXT.titleRequired);
      return;
    }
    const body = {
      noticeTitle: draft.noticeTitle.trim(),
      noticeType: draft.noticeType,
      noticeContent: textToHtml(draft.content),
      formId: draft.formId ? Number(draft.formId) : null,
    };
    setSaving(true);
    try {
      if (draft.noticeId) await noticeApi.update({ ...body, noticeId: draft.noticeId });
      else await noticeApi.create({ ...body, audience: { type: 'all', ids: [] } });
    } catch {
      return; // Shown by the HTTP client; the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
    notifier.show({ type: 'success', text: draft.noticeId ? NOTICE_PAGE_TEXT.edited : NOTICE_PAGE_TEXT.added });
    onClose(true);
  };

  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onClose(false))}>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <DialogBody>
            <DialogTitle>{draft.noticeId ? NOTICE_PAGE_TEXT.editTitle : NOTICE_PAGE_TEXT.addTitle}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label={NOTICE_PAGE_TEXT.noticeTitle} required validationMessage={titleError || undefined}>
                <Input
                  value={draft.noticeTitle}
                  maxLength={100}
                  onChange={(_event, data) => {
                    setDraft({ ...draft, noticeTitle: data.value });
                    setTitleError('');
                  }}
                />
              </Field>
              <Field label={NOTICE_PAGE_TEXT.noticeType}>
                <RadioGroup
                  layout="horizontal"
                  value={draft.noticeType}
                  onChange={(_event, data) => setDraft({ ...draft, noticeType: data.value as '1' | '2' })}
                >
                  <Radio value="1" label={DOMAIN_TEXT.noticeTypes['1']} />
                  <Radio value="2" label={DOMAIN_TEXT.noticeTypes['2']} />
                </RadioGroup>
              </Field>
              <Field label={NOTICE_PAGE_TEXT.noticeContent}>
                <Textarea
                  rows={6}
                  value={draft.content}
                  onChange={(_event, data) => setDraft({ ...draft, content: data.value })}
                />
              </Field>
              <Field label={NOTICE_PAGE_TEXT.formId}>
                <Input
                  inputMode="numeric"
                  value={draft.formId}
                  onChange={(_event, data) => setDraft({ ...draft, formId: data.value.replace(/\D/g, '') })}
                />
              </Field>
              {draft.noticeId ? null : <Field label={NOTICE_PAGE_TEXT.audience}>{NOTICE_PAGE_TEXT.audienceAll}</Field>}
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={saving}>
                {NOTICE_PAGE_TEXT.save}
              </Button>
              <Button onClick={() => onClose(false)}>{NOTICE_PAGE_TEXT.cancel}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
