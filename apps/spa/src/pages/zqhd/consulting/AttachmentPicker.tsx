// Attachments of a question, an answer or a follow-up: checked before sending (type, size, count),
// sent to the attachment upload with progress, listed with a remove button each. The thread keeps
// the uploads' ids; the server checks that they are the caller's own.
import { aside, CONSULTING_TEXT, UPLOAD_TEXT } from '@ent/core/messages';
import { checkFile, type UploadedFile, uploadTip, withoutFile } from '@ent/core/upload';
import { consultingUploadRules } from '@ent/core/validate';
import { Button, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { AttachRegular, DeleteRegular } from '@fluentui/react-icons';
import { useId, useRef, useState } from 'react';
import { useServices } from '../../../state/servicesContext';
import { uploadFile } from '../../../widgets/form/uploadTransport';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '6px', width: '100%' },
  hidden: { display: 'none' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  item: { display: 'flex', alignItems: 'center', gap: '6px' },
  tip: { color: tokens.colorNeutralForeground3 },
});

const RULES = consultingUploadRules();

export function AttachmentPicker({
  label,
  files,
  onChange,
  size = 'medium',
}: {
  label: string;
  files: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  size?: 'small' | 'medium' | 'large';
}) {
  const { tokens: tokenStore, notifier, expiry } = useServices();
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const tipId = useId();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);

  const send = async (chosen: File[]) => {
    let list = files;
    for (const file of chosen) {
      const refusal = checkFile(file, RULES, list.length);
      if (refusal) {
        notifier.show({ type: 'error', text: refusal });
        continue;
      }
      setProgress({ name: file.name, percent: 0 });
      const outcome = await uploadFile({
        endpoint: 'attachment',
        file,
        token: tokenStore.getToken(),
        onProgress: (percent) => setProgress({ name: file.name, percent }),
      });
      setProgress(null);
      if (!outcome.ok) {
        if (outcome.expired) expiry.trigger();
        else notifier.show({ type: 'error', text: outcome.message });
        continue;
      }
      list = [...list, outcome.file];
      onChange(list);
    }
  };

  return (
    <div className={styles.root}>
      <input
        ref={input}
        className={styles.hidden}
        type="file"
        tabIndex={-1}
        multiple
        aria-label={`${label} ${UPLOAD_TEXT.choose}`}
        accept={RULES.types.map((ext) => `.${ext}`).join(',')}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = '';
          void send(chosen);
        }}
      />
      <div>
        <Button
          size={size}
          icon={<AttachRegular />}
          disabled={progress !== null || files.length >= RULES.limit}
          aria-describedby={tipId}
          onClick={() => input.current?.click()}
        >
          {CONSULTING_TEXT.upload}
        </Button>
      </div>
      <Text id={tipId} size={200} className={styles.tip}>
        {uploadTip(RULES)}
        {aside(UPLOAD_TEXT.tooMany(RULES.limit))}
      </Text>
      {progress ? (
        <ProgressBar
          value={progress.percent / 100}
          thickness="large"
          aria-label={UPLOAD_TEXT.uploading(progress.name)}
          aria-valuetext={`${progress.percent}%`}
        />
      ) : null}
      {files.length > 0 ? (
        <ul className={styles.list} aria-label={label}>
          {files.map((file, index) => (
            <li key={file.url} className={styles.item}>
              <Text>{file.name}</Text>
              <Button
                size="small"
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={CONSULTING_TEXT.removeFile(file.name)}
                onClick={() => onChange(withoutFile(files, index))}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
