// The administrator's view of the footer's three downloadable files: see what is provided and
// replace any of them (the server checks extension and content).
import { DOWNLOAD_FILES_BASE, type DownloadCode, type DownloadFileInfo } from '@ent/core/api';
import { DOWNLOAD_PAGE_TEXT, FILE_TEXT } from '@ent/core/messages';
import {
  Button,
  Link,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title3,
} from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../../state/servicesContext';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px' },
  hidden: { display: 'none' },
});

function ReplaceButton({ info, onReplaced }: { info: DownloadFileInfo; onReplaced: () => void }) {
  const { files, notifier } = useServices();
  const input = useRef<HTMLInputElement>(null);
  const styles = useStyles();
  return (
    <>
      <input
        ref={input}
        className={styles.hidden}
        type="file"
        aria-label={DOWNLOAD_PAGE_TEXT.chooseFile(info.title)}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const response = await files
            .replaceDownloadFile(info.code as DownloadCode, file, file.name)
            .catch(() => null);
          if (response) {
            notifier.show({ type: 'success', text: FILE_TEXT.uploaded });
            onReplaced();
          }
        }}
      />
      <Button
        size="small"
        icon={<ArrowUploadRegular />}
        onClick={() => input.current?.click()}
        aria-label={`${DOWNLOAD_PAGE_TEXT.replace} ${info.title}`}
      >
        {DOWNLOAD_PAGE_TEXT.replace}
      </Button>
    </>
  );
}

export default function DownloadFiles() {
  const { files } = useServices();
  const styles = useStyles();
  const [rows, setRows] = useState<DownloadFileInfo[]>([]);
  const load = useCallback(async () => {
    const response = await files.downloadFiles().catch(() => null);
    if (response?.data) setRows(response.data);
  }, [files]);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className={styles.page}>
      <Title3 as="h1">{DOWNLOAD_PAGE_TEXT.title}</Title3>
      <Table aria-label={DOWNLOAD_PAGE_TEXT.title}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{DOWNLOAD_PAGE_TEXT.code}</TableHeaderCell>
            <TableHeaderCell>{DOWNLOAD_PAGE_TEXT.name}</TableHeaderCell>
            <TableHeaderCell>{DOWNLOAD_PAGE_TEXT.file}</TableHeaderCell>
            <TableHeaderCell>{DOWNLOAD_PAGE_TEXT.updated}</TableHeaderCell>
            <TableHeaderCell>{DOWNLOAD_PAGE_TEXT.replace}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.code}>
              <TableCell>{row.code}</TableCell>
              <TableCell>{row.title}</TableCell>
              <TableCell>
                {row.fileName ? (
                  <Link href={`${DOWNLOAD_FILES_BASE}${encodeURIComponent(row.fileName)}`} download>
                    {row.originalName ?? row.fileName}
                  </Link>
                ) : (
                  DOWNLOAD_PAGE_TEXT.none
                )}
              </TableCell>
              <TableCell>{row.updateTime}</TableCell>
              <TableCell>
                <ReplaceButton info={row} onReplaced={() => void load()} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
