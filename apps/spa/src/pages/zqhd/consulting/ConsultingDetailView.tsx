// One consulting thread: the question, answers and follow-ups in order with their attachments, and
// what the caller may do next (the server says which): answer (staff), follow up, close with a
// rating, or withdraw an unanswered question (the enterprise).
import type { ConsultingDetail, ConsultingFile } from '@ent/core/api';
import { DICT_TYPES } from '@ent/core/dict';
import { CONSULTING_TEXT, labelled, WIDGET_TEXT } from '@ent/core/messages';
import { fileIdOf, type UploadedFile } from '@ent/core/upload';
import { CONSULTING_RATING_KEYS, type ConsultingRating, validateReply } from '@ent/core/validate';
import {
  Badge,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  Textarea,
  Title3,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowLeftRegular,
  AttachRegular,
  CheckmarkCircleRegular,
  DeleteRegular,
  SendRegular,
} from '@fluentui/react-icons';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { useDictChoices } from '../../../widgets/dict/useDictionary';
import { saveBlob } from '../../../widgets/download';
import { AttachmentPicker } from './AttachmentPicker';
import { StatusBadge } from './StatusBadge';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px' },
  header: { display: 'flex', alignItems: 'center', gap: '12px', flexWrap: 'wrap' },
  title: { margin: 0 },
  meta: { display: 'flex', flexWrap: 'wrap', columnGap: '24px', rowGap: '4px', color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
  thread: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '12px' },
  message: {
    borderLeft: `4px solid ${tokens.colorNeutralStroke1}`,
    padding: '8px 12px',
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  government: { borderLeft: `4px solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  messageHead: { display: 'flex', gap: '12px', alignItems: 'baseline', flexWrap: 'wrap', marginBottom: '4px' },
  time: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  content: { whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: 0 },
  files: { listStyle: 'none', margin: '6px 0 0', padding: 0, display: 'flex', flexWrap: 'wrap', gap: '8px' },
  reply: { display: 'flex', flexDirection: 'column', gap: '10px' },
});

function FileLinks({ files }: { files: ConsultingFile[] }) {
  const { consulting } = useServices();
  const styles = useStyles();
  if (files.length === 0) return null;
  const download = async (file: ConsultingFile) => {
    const response = await consulting.file(file).catch(() => null);
    if (response?.data instanceof Blob) await saveBlob(response.data, file.name);
  };
  return (
    <ul className={styles.files} aria-label={CONSULTING_TEXT.attachments}>
      {files.map((file) => (
        <li key={file.id}>
          <Link
            as="button"
            type="button"
            onClick={() => void download(file)}
            aria-label={CONSULTING_TEXT.download(file.name)}
          >
            <AttachRegular aria-hidden /> {file.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ReplyBox({ detail, onDone }: { detail: ConsultingDetail; onDone: () => Promise<void> }) {
  const { consulting, notifier } = useServices();
  const styles = useStyles();
  const size = useControlSize();
  const answering = detail.canAnswer;
  const label = answering ? CONSULTING_TEXT.answerContent : CONSULTING_TEXT.followUpContent;
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const problem = validateReply(content, files, label);
    setError(problem ?? '');
    if (problem || busy) return;
    setBusy(true);
    const body = {
      threadId: detail.id,
      content: content.trim(),
      fileIds: files.map(fileIdOf).filter((id): id is number => id !== null),
    };
    const done = await (answering ? consulting.answer(body) : consulting.followUp(body))
      .then(() => true)
      .catch(() => false)
      .finally(() => setBusy(false));
    if (!done) return;
    notifier.show({ type: 'success', text: answering ? CONSULTING_TEXT.answered : CONSULTING_TEXT.followedUp });
    setContent('');
    setFiles([]);
    await onDone();
  };

  return (
    <Card>
      <form
        className={styles.reply}
        aria-label={answering ? CONSULTING_TEXT.answerTitle : CONSULTING_TEXT.followUpTitle}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Text weight="semibold">{answering ? CONSULTING_TEXT.answerTitle : CONSULTING_TEXT.followUpTitle}</Text>
        <Field label={label} required validationMessage={error || undefined}>
          <Textarea
            rows={5}
            value={content}
            onChange={(_event, data) => {
              setContent(data.value);
              setError('');
            }}
          />
        </Field>
        <AttachmentPicker label={CONSULTING_TEXT.attachments} files={files} onChange={setFiles} size={size} />
        <div>
          <Button type="submit" appearance="primary" icon={<SendRegular />} disabled={busy} size={size}>
            {answering ? CONSULTING_TEXT.answer : CONSULTING_TEXT.followUp}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function CloseDialog({
  detail,
  government,
  onClose,
  onDone,
}: {
  detail: ConsultingDetail;
  government: boolean;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const { consulting, notifier } = useServices();
  const [rating, setRating] = useState<ConsultingRating>('1');
  const confirm = async () => {
    const done = await consulting
      .close({ threadId: detail.id, ...(government ? {} : { rating }) })
      .then(() => true)
      .catch(() => false);
    if (!done) return;
    notifier.show({ type: 'success', text: CONSULTING_TEXT.closed });
    onClose();
    await onDone();
  };
  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{CONSULTING_TEXT.closeTitle}</DialogTitle>
          <DialogContent>
            <Text block>{CONSULTING_TEXT.confirmClose}</Text>
            {government ? null : (
              <Field label={CONSULTING_TEXT.rating}>
                <RadioGroup
                  layout="horizontal"
                  value={rating}
                  onChange={(_event, data) => setRating(data.value as ConsultingRating)}
                >
                  {CONSULTING_RATING_KEYS.map((key) => (
                    <Radio key={key} value={key} label={CONSULTING_TEXT.ratings[key]} />
                  ))}
                </RadioGroup>
              </Field>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => void confirm()}>
              {CONSULTING_TEXT.close}
            </Button>
            <Button onClick={onClose}>{CONSULTING_TEXT.cancel}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

export function ConsultingDetailView({
  id,
  government,
  onBack,
  onChanged,
}: {
  id: number;
  government: boolean;
  onBack: () => void;
  onChanged: () => void;
}) {
  const { consulting, dialogs, notifier } = useServices();
  const styles = useStyles();
  const size = useControlSize();
  const [detail, setDetail] = useState<ConsultingDetail | null | 'failed'>(null);
  const [closing, setClosing] = useState(false);
  const categories = useDictChoices(DICT_TYPES.consultingCategory);

  const load = useCallback(async () => {
    const response = await consulting.get(id).catch(() => null);
    setDetail(response?.data ?? 'failed');
  }, [consulting, id]);

  useEffect(() => {
    setDetail(null);
    void load();
  }, [load]);

  const changed = async () => {
    await load();
    onChanged();
  };

  if (detail === null) return <Spinner label={WIDGET_TEXT.loading} />;
  if (detail === 'failed')
    return (
      <div className={styles.page}>
        <div>
          <Button icon={<ArrowLeftRegular />} onClick={onBack} size={size}>
            {CONSULTING_TEXT.back}
          </Button>
        </div>
        <MessageBar intent="error">
          <MessageBarBody>{CONSULTING_TEXT.notFound}</MessageBarBody>
        </MessageBar>
      </div>
    );

  const withdraw = async () => {
    if (!(await dialogs.ask({ title: CONSULTING_TEXT.withdraw, text: CONSULTING_TEXT.confirmWithdraw(detail.title) })))
      return;
    const done = await consulting
      .withdraw(detail.id)
      .then(() => true)
      .catch(() => false);
    if (!done) return;
    notifier.show({ type: 'success', text: CONSULTING_TEXT.withdrawn });
    onChanged();
    onBack();
  };

  return (
    <article className={styles.page} aria-label={CONSULTING_TEXT.detailTitle}>
      <div className={styles.header}>
        <Button icon={<ArrowLeftRegular />} onClick={onBack} size={size}>
          {CONSULTING_TEXT.back}
        </Button>
        <Title3 as="h2" className={styles.title}>
          {detail.title}
        </Title3>
        <StatusBadge status={detail.status} />
        {detail.rating ? (
          <Badge appearance="outline" color="success">
            {labelled(CONSULTING_TEXT.rating, CONSULTING_TEXT.ratings[detail.rating])}
          </Badge>
        ) : null}
      </div>
      <div className={styles.meta}>
        <Text>{labelled(CONSULTING_TEXT.kind, CONSULTING_TEXT.kinds[detail.kind])}</Text>
        <Text>{labelled(CONSULTING_TEXT.category, categories.label(detail.category))}</Text>
        {government ? <Text>{labelled(CONSULTING_TEXT.enterprise, detail.enterpriseName)}</Text> : null}
        {government && detail.cityName ? <Text>{labelled(CONSULTING_TEXT.city, detail.cityName)}</Text> : null}
        <Text>{labelled(CONSULTING_TEXT.createTime, detail.createTime)}</Text>
        {detail.contactName ? <Text>{labelled(CONSULTING_TEXT.contactName, detail.contactName)}</Text> : null}
        {detail.contactPhone ? <Text>{labelled(CONSULTING_TEXT.contactPhone, detail.contactPhone)}</Text> : null}
      </div>
      {detail.canClose || detail.canWithdraw ? (
        <div className={styles.actions}>
          {detail.canClose ? (
            <Button icon={<CheckmarkCircleRegular />} size={size} onClick={() => setClosing(true)}>
              {CONSULTING_TEXT.close}
            </Button>
          ) : null}
          {detail.canWithdraw ? (
            <Button icon={<DeleteRegular />} size={size} onClick={() => void withdraw()}>
              {CONSULTING_TEXT.withdraw}
            </Button>
          ) : null}
        </div>
      ) : null}
      <section aria-label={CONSULTING_TEXT.conversation}>
        <ol className={styles.thread}>
          {detail.messages.map((message, index) => (
            <li
              key={message.id}
              className={mergeClasses(styles.message, message.side === 'government' && styles.government)}
            >
              <div className={styles.messageHead}>
                <Text weight="semibold">
                  {message.side === 'government'
                    ? `${CONSULTING_TEXT.governmentSide} · ${message.authorName}`
                    : `${index === 0 ? CONSULTING_TEXT.kinds[detail.kind] : CONSULTING_TEXT.followUp} · ${message.authorName || CONSULTING_TEXT.enterpriseSide}`}
                </Text>
                <span className={styles.time}>{message.createTime}</span>
              </div>
              <p className={styles.content}>{message.content}</p>
              <FileLinks files={message.files} />
            </li>
          ))}
        </ol>
      </section>
      {detail.canAnswer || detail.canFollowUp ? (
        <ReplyBox key={detail.messages.length} detail={detail} onDone={changed} />
      ) : null}
      {!detail.canAnswer && !detail.canFollowUp && detail.status === 'pending' ? (
        <MessageBar>
          <MessageBarBody>{CONSULTING_TEXT.awaitingAnswer}</MessageBarBody>
        </MessageBar>
      ) : null}
      {detail.status === 'closed' ? (
        <MessageBar intent="success">
          <MessageBarBody>{CONSULTING_TEXT.closedHint}</MessageBarBody>
        </MessageBar>
      ) : null}
      {closing ? (
        <CloseDialog detail={detail} government={government} onClose={() => setClosing(false)} onDone={changed} />
      ) : null}
    </article>
  );
}
