// The three upload widgets of SPEC §2 in one: a button upload, the attachment upload, and the
// PDF-only drag-and-drop variant (chosen when the definition accepts only .pdf). Files are checked
// before sending (SPEC §5), sent with progress, and the list is replaced as a whole on each change.
import type { FormNode } from '@ent/core/forms';
import { UPLOAD_TEXT } from '@ent/core/messages';
import {
  checkFile,
  endpointFor,
  isPdf,
  parseAccept,
  rulesFrom,
  type UploadedFile,
  uploadTip,
  withoutFile,
} from '@ent/core/upload';
import { Button, Link, makeStyles, mergeClasses, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular, DocumentPdfRegular } from '@fluentui/react-icons';
import { useId, useRef, useState } from 'react';
import { useServices } from '../../state/servicesContext';
import { useFormContext } from './formContext';
import { uploadFile } from './uploadTransport';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '6px', width: '100%' },
  hidden: { display: 'none' },
  drop: {
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: '18px',
    textAlign: 'center',
    cursor: 'pointer',
    ':focus-visible': { outline: `2px solid ${tokens.colorBrandStroke1}` },
  },
  dropActive: { border: `1px dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '4px' },
  item: { display: 'flex', alignItems: 'center', gap: '6px' },
  tip: { color: tokens.colorNeutralForeground3 },
});

export function FileNames({ files }: { files: readonly UploadedFile[] }) {
  const { previewFile } = useFormContext();
  const styles = useStyles();
  if (files.length === 0) return <Text>{''}</Text>;
  return (
    <ul className={styles.list}>
      {files.map((file) => (
        <li key={file.url} className={styles.item}>
          {isPdf(file) ? (
            <Link as="button" type="button" onClick={() => previewFile(file)}>
              <DocumentPdfRegular aria-hidden /> {file.name}
            </Link>
          ) : (
            <Text>{file.name}</Text>
          )}
        </li>
      ))}
    </ul>
  );
}

interface UploadFieldProps {
  node: FormNode;
  value: unknown;
  onChange: (files: UploadedFile[]) => void;
  disabled: boolean;
  label: string;
}

export function UploadField({ node, value, onChange, disabled, label }: UploadFieldProps) {
  const { tokens: tokenStore, notifier, expiry } = useServices();
  const { previewFile, size } = useFormContext();
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const tipId = useId();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const files: UploadedFile[] = Array.isArray(value) ? (value as UploadedFile[]) : [];
  const accepted = parseAccept(node.props.accept);
  const pdfOnly = accepted.length === 1 && accepted[0] === 'pdf';
  const rules = rulesFrom({
    accept: node.props.accept,
    fileSize: node.upload?.fileSize,
    sizeUnit: node.upload?.sizeUnit,
    limit: node.props.limit,
    pdfOnly,
  });
  const endpoint = endpointFor(node.props.action);

  const send = async (chosen: File[]) => {
    let list = files;
    for (const file of chosen) {
      const refusal = checkFile(file, rules, list.length);
      if (refusal) {
        notifier.show({ type: 'error', text: refusal });
        continue;
      }
      setProgress({ name: file.name, percent: 0 });
      const outcome = await uploadFile({
        endpoint,
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
      notifier.show({ type: 'success', text: outcome.message });
    }
  };

  const chooser = (
    <input
      ref={input}
      className={styles.hidden}
      type="file"
      tabIndex={-1}
      aria-label={`${label} ${UPLOAD_TEXT.choose}`}
      accept={accepted.map((ext) => `.${ext}`).join(',') || undefined}
      multiple={node.props.multiple === true}
      onChange={(event) => {
        const chosen = [...(event.target.files ?? [])];
        event.target.value = '';
        void send(chosen);
      }}
    />
  );
  const busy = progress !== null;

  return (
    <div className={styles.root}>
      {chooser}
      {disabled ? null : pdfOnly ? (
        // biome-ignore lint/a11y/useSemanticElements: a drop zone must accept dragged files, which a button cannot.
        <div
          role="button"
          tabIndex={0}
          aria-label={`${label} ${UPLOAD_TEXT.dropHint}`}
          aria-describedby={node.upload?.showTip ? tipId : undefined}
          aria-disabled={busy}
          className={mergeClasses(styles.drop, dragging && styles.dropActive)}
          onClick={() => !busy && input.current?.click()}
          onKeyDown={(event) => {
            if ((event.key === 'Enter' || event.key === ' ') && !busy) {
              event.preventDefault();
              input.current?.click();
            }
          }}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            if (!busy) void send([...event.dataTransfer.files]);
          }}
        >
          <DocumentPdfRegular aria-hidden fontSize={28} />
          <Text block>{UPLOAD_TEXT.dropHint}</Text>
        </div>
      ) : (
        <Button
          size={size}
          icon={<ArrowUploadRegular />}
          disabled={busy}
          aria-describedby={node.upload?.showTip ? tipId : undefined}
          onClick={() => input.current?.click()}
        >
          {node.upload?.buttonText ?? UPLOAD_TEXT.choose}
        </Button>
      )}
      {node.upload?.showTip && !disabled ? (
        <Text id={tipId} size={200} className={styles.tip}>
          {uploadTip(rules)}
        </Text>
      ) : null}
      {progress ? (
        <ProgressBar
          value={progress.percent / 100}
          thickness="large"
          aria-label={UPLOAD_TEXT.uploading(progress.name)}
          aria-valuetext={`${progress.percent}%`}
        />
      ) : null}
      <ul className={styles.list}>
        {files.map((file, index) => (
          <li key={file.url} className={styles.item}>
            {isPdf(file) ? (
              <Link as="button" type="button" onClick={() => previewFile(file)}>
                {file.name}
              </Link>
            ) : (
              <Text>{file.name}</Text>
            )}
            {disabled ? null : (
              <Button
                size="small"
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={UPLOAD_TEXT.remove(file.name)}
                onClick={() => onChange(withoutFile(files, index))}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
