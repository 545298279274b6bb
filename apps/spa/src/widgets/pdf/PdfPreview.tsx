// Forms' PDF attachments are previewed in place. The file API wants the login credential, so the
// bytes are fetched through the authenticated client (an <iframe src> would go without it) and drawn
// by pdf.js. Its worker is one of our own built assets, since the platform's networks may reach no
// CDN, and pdf.js itself is imported only when a preview opens, to keep it out of the login bundle.
// The legacy build is used because the modern one needs this year's browsers (Math.sumPrecise,
// URL.parse), while docs/BROWSERS.md supports Chrome, Edge and Firefox from version 100.
import { PDF_TEXT } from '@ent/core/messages';
import { fitScale, initialPdfPager, PDF_FIT_WIDTH, pdfPagerReducer } from '@ent/core/shell';
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
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowDownloadRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
  DismissRegular,
  DocumentMultipleRegular,
  DocumentRegular,
} from '@fluentui/react-icons';
import type { PDFDocumentLoadingTask, PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { type KeyboardEvent, useEffect, useReducer, useRef, useState } from 'react';
import { useServices } from '../../state/servicesContext';
import { saveBlob } from '../download';

export interface PdfPreviewProps {
  open: boolean;
  /** The file's name: shown in the title and used when saving. */
  name: string;
  /** The file's URL under the API, e.g. '/gov-cms/api/v1/file/12'. */
  url: string;
  onClose: () => void;
}

type Status = 'loading' | 'ready' | 'failed';

const useStyles = makeStyles({
  surface: { width: `min(${PDF_FIT_WIDTH + 96}px, calc(100vw - 32px))`, maxWidth: 'none' },
  toolbar: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: '8px',
    paddingBottom: '8px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    marginBottom: '8px',
  },
  pageText: { minWidth: '120px', textAlign: 'center' },
  spacer: { flexGrow: 1 },
  pages: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '12px',
    maxHeight: '70vh',
    overflow: 'auto',
    backgroundColor: tokens.colorNeutralBackground3,
    padding: '8px 0',
  },
  canvas: {
    display: 'block',
    maxWidth: '100%',
    height: 'auto',
    backgroundColor: '#fff',
    boxShadow: tokens.shadow4,
  },
});

function isCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'RenderingCancelledException';
}

export function PdfPreview({ open, name, url, onClose }: PdfPreviewProps) {
  const styles = useStyles();
  const { http } = useServices();
  const [status, setStatus] = useState<Status>('loading');
  const [blob, setBlob] = useState<Blob | null>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [pager, dispatch] = useReducer(pdfPagerReducer, undefined, initialPdfPager);
  const canvases = useRef(new Map<number, HTMLCanvasElement>());

  // Fetch and open the document; closing the dialog or changing the file destroys it, and the
  // next one starts from a clean state.
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    let loadingTask: PDFDocumentLoadingTask | null = null;
    const load = async () => {
      const response = await http.request<Blob>({ url, responseType: 'blob', silent: true });
      if (cancelled) return;
      if (!response || !(response.data instanceof Blob)) {
        setStatus('failed');
        return;
      }
      const data = response.data;
      setBlob(data);
      const bytes = new Uint8Array(await data.arrayBuffer());
      const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
      if (cancelled) return;
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      loadingTask = pdfjs.getDocument({
        data: bytes,
        isEvalSupported: false,
        cMapUrl: `${import.meta.env.BASE_URL}pdfjs/cmaps/`,
        cMapPacked: true,
        standardFontDataUrl: `${import.meta.env.BASE_URL}pdfjs/standard_fonts/`,
      });
      const doc = await loadingTask.promise;
      if (cancelled) return;
      setPdf(doc);
      dispatch({ type: 'pages', pages: doc.numPages });
      setStatus('ready');
    };
    load().catch(() => {
      if (!cancelled) setStatus('failed');
    });
    return () => {
      cancelled = true;
      setPdf(null);
      setBlob(null);
      setStatus('loading');
      dispatch({ type: 'reset' });
      // Destroying the loading task also destroys its document and stops the worker.
      void loadingTask?.destroy();
    };
  }, [open, url, http]);

  // Draw the visible pages; a page change, a mode change or closing cancels what is in progress.
  // Moving between pages in the all-pages view draws nothing anew.
  const pagedPage = pager.mode === 'paged' ? pager.page : 0;
  useEffect(() => {
    if (!pdf) return;
    let cancelled = false;
    const tasks: RenderTask[] = [];
    const numbers = pagedPage > 0 ? [pagedPage] : Array.from({ length: pdf.numPages }, (_, index) => index + 1);
    const draw = async (number: number) => {
      const canvas = canvases.current.get(number);
      if (!canvas) return;
      const page = await pdf.getPage(number);
      if (cancelled) return;
      const viewport = page.getViewport({ scale: fitScale(page.getViewport({ scale: 1 }).width) });
      const ratio = canvas.ownerDocument.defaultView?.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      const task = page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      tasks.push(task);
      await task.promise;
    };
    const drawAll = async () => {
      for (const number of numbers) {
        if (cancelled) return;
        await draw(number);
      }
    };
    drawAll().catch((error: unknown) => {
      if (!cancelled && !isCancelled(error)) setStatus('failed');
    });
    return () => {
      cancelled = true;
      for (const task of tasks) task.cancel();
    };
  }, [pdf, pagedPage]);

  // In the all-pages view the arrows move to a page by scrolling it into view.
  useEffect(() => {
    if (pager.mode !== 'all') return;
    canvases.current.get(pager.page)?.scrollIntoView?.({ block: 'start' });
  }, [pager.mode, pager.page]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (pager.mode !== 'paged' || pager.pages <= 1 || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      dispatch({ type: 'previous' });
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      dispatch({ type: 'next' });
    }
  };

  const ready = status === 'ready' && pager.pages > 0;
  const numbers = pager.mode === 'paged' ? [pager.page] : Array.from({ length: pager.pages }, (_, index) => index + 1);
  const modeLabel = pager.mode === 'paged' ? PDF_TEXT.allPages : PDF_TEXT.paged;

  return (
    <Dialog modalType="modal" open={open} onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} onKeyDown={onKeyDown}>
        <DialogBody>
          <DialogTitle>{PDF_TEXT.title(name)}</DialogTitle>
          <DialogContent>
            <div className={styles.toolbar}>
              <Button
                icon={<ChevronLeftRegular />}
                disabled={!ready || pager.pages <= 1}
                onClick={() => dispatch({ type: 'previous' })}
              >
                {PDF_TEXT.previous}
              </Button>
              <Text className={styles.pageText} aria-live="polite">
                {ready ? PDF_TEXT.page(pager.page, pager.pages) : ''}
              </Text>
              <Button
                icon={<ChevronRightRegular />}
                iconPosition="after"
                disabled={!ready || pager.pages <= 1}
                onClick={() => dispatch({ type: 'next' })}
              >
                {PDF_TEXT.next}
              </Button>
              <Button
                icon={pager.mode === 'paged' ? <DocumentMultipleRegular /> : <DocumentRegular />}
                disabled={!ready}
                onClick={() => dispatch({ type: 'toggle' })}
              >
                {modeLabel}
              </Button>
              <span className={styles.spacer} />
              <Button
                icon={<ArrowDownloadRegular />}
                disabled={!blob}
                onClick={() => {
                  if (blob) void saveBlob(blob, name);
                }}
              >
                {PDF_TEXT.download}
              </Button>
            </div>
            {status === 'failed' ? (
              <MessageBar intent="error">
                <MessageBarBody>{PDF_TEXT.failed}</MessageBarBody>
              </MessageBar>
            ) : status === 'loading' ? (
              <Spinner label={PDF_TEXT.loading} />
            ) : (
              <div className={styles.pages}>
                {numbers.map((number) => (
                  <canvas
                    key={number}
                    ref={(canvas) => {
                      if (!canvas) return;
                      canvases.current.set(number, canvas);
                      return () => {
                        if (canvases.current.get(number) === canvas) canvases.current.delete(number);
                      };
                    }}
                    className={styles.canvas}
                    role="img"
                    aria-label={PDF_TEXT.page(number, pager.pages)}
                  />
                ))}
              </div>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" icon={<DismissRegular />} onClick={onClose}>
              {PDF_TEXT.close}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
