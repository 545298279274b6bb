import { PDF_TEXT } from '@ent/core/messages';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RenderParameters } from 'pdfjs-dist/types/src/display/api';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../testing';
import { PdfPreview } from './PdfPreview';

// jsdom can parse a PDF with the real pdf.js but cannot draw one: pdf.js's browser build makes a
// DOMMatrix as it loads (jsdom has none; parsing never uses it), there is no Worker (the worker's
// message handler runs on the main thread instead) and canvases have no 2D context, so only
// page.render is replaced, by a recorder. Drawing itself is covered in Chromium end to end.
const pdfHooks = vi.hoisted(() => {
  if (!('DOMMatrix' in globalThis)) {
    Object.assign(globalThis, { DOMMatrix: class DOMMatrix {} });
  }
  return {
    renders: [] as Array<{ page: number; width: number; height: number; styleWidth: string; cancelled: boolean }>,
    destroyed: 0,
    /** When true, drawing never finishes until it is cancelled. */
    hold: false,
  };
});

vi.mock('pdfjs-dist/legacy/build/pdf.mjs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('pdfjs-dist/legacy/build/pdf.mjs')>();
  const getDocument: typeof actual.getDocument = (source) => {
    const task = actual.getDocument(source);
    const destroy = task.destroy.bind(task);
    task.destroy = () => {
      pdfHooks.destroyed += 1;
      return destroy();
    };
    void task.promise.then(
      (pdf) => {
        const getPage = pdf.getPage.bind(pdf);
        pdf.getPage = async (number) => {
          const page = await getPage(number);
          page.render = ({ canvas }: RenderParameters) => {
            const record = {
              page: number,
              width: canvas?.width ?? 0,
              height: canvas?.height ?? 0,
              styleWidth: canvas?.style.width ?? '',
              cancelled: false,
            };
            pdfHooks.renders.push(record);
            let reject: (reason: unknown) => void = () => {};
            const promise = pdfHooks.hold
              ? new Promise<void>((_resolve, rejectRender) => {
                  reject = rejectRender;
                })
              : Promise.resolve();
            return {
              promise,
              cancel: () => {
                record.cancelled = true;
                reject(new actual.RenderingCancelledException('cancelled'));
              },
            } as unknown as ReturnType<typeof page.render>;
          };
          return page;
        };
      },
      () => {},
    );
    return task;
  };
  return { ...actual, getDocument };
});

vi.mock('../download', () => ({ saveBlob: vi.fn(async () => {}) }));

const { saveBlob } = await import('../download');

/** A PDF of blank pages of the given sizes (in points), with a correct cross-reference table. */
function blankPdf(sizes: Array<[number, number]>): Blob {
  const kids = sizes.map((_, index) => `${3 + index} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${sizes.length} >>`,
    ...sizes.map(([width, height]) => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] >>`),
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Blob([text], { type: 'application/pdf' });
}

function servicesAnswering(answer: () => Promise<unknown>) {
  const services = createServices(window);
  const request = vi.fn(answer);
  services.http = { request } as unknown as typeof services.http;
  return { services, request };
}

function preview(
  answer: () => Promise<unknown>,
  props: Partial<{ open: boolean; name: string; url: string; onClose: () => void }> = {},
) {
  const { services, request } = servicesAnswering(answer);
  const onClose = props.onClose ?? vi.fn();
  let setOpen: (open: boolean) => void = () => {};
  function Harness() {
    const [open, setOpenState] = useState(props.open ?? true);
    setOpen = setOpenState;
    return (
      <PdfPreview
        open={open}
        name={props.name ?? '年度报告.pdf'}
        url={props.url ?? '/gov-cms/api/v1/file/12'}
        onClose={onClose}
      />
    );
  }
  const result = renderWithServices(<Harness />, { services });
  return { ...result, request, onClose, setOpen: (open: boolean) => setOpen(open) };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const pageText = (x: number, y: number) => screen.getByText(PDF_TEXT.page(x, y));
/** Waits until page `page` is the last one drawn. */
const drawn = (page: number) => waitFor(() => expect(pdfHooks.renders.at(-1)?.page).toBe(page));

beforeAll(async () => {
  // Importing the worker module registers its message handler on globalThis.pdfjsWorker.
  const workerModule: string = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
  await import(/* @vite-ignore */ workerModule);
});

beforeEach(() => {
  pdfHooks.renders.length = 0;
  pdfHooks.destroyed = 0;
  pdfHooks.hold = false;
  vi.mocked(saveBlob).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PDF preview', () => {
  it('fetches the file with the login credential and titles the dialog with its name', async () => {
    let answer: (value: unknown) => void = () => {};
    const { request } = preview(() => new Promise((resolve) => (answer = resolve)), { name: '季度报表.pdf' });
    expect(screen.getByRole('dialog', { name: PDF_TEXT.title('季度报表.pdf') })).toBeTruthy();
    expect(screen.getByText(PDF_TEXT.loading)).toBeTruthy();
    expect(request).toHaveBeenCalledWith({ url: '/gov-cms/api/v1/file/12', responseType: 'blob', silent: true });
    answer(false);
    await waitFor(() => expect(screen.getByText(PDF_TEXT.failed)).toBeTruthy());
  });

  it('says the PDF failed when the server refuses the file', async () => {
    preview(async () => null);
    await waitFor(() => expect(screen.getByText(PDF_TEXT.failed)).toBeTruthy());
    expect(screen.queryByText(PDF_TEXT.loading)).toBeNull();
    expect(button(PDF_TEXT.download).disabled).toBe(true);
    expect(button(PDF_TEXT.next).disabled).toBe(true);
  });

  it('says the PDF failed when the file is not a PDF, and still offers it for download', async () => {
    const notPdf = new Blob(['这不是 PDF 文件'], { type: 'application/pdf' });
    preview(async () => ({ code: '00000', data: notPdf }), { name: '损坏.pdf' });
    await waitFor(() => expect(screen.getByText(PDF_TEXT.failed)).toBeTruthy());
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.click(button(PDF_TEXT.download));
    expect(saveBlob).toHaveBeenCalledWith(notPdf, '损坏.pdf');
  });

  it('closes from the close button and from Escape', async () => {
    const { onClose } = preview(async () => null);
    await waitFor(() => expect(screen.getByText(PDF_TEXT.failed)).toBeTruthy());
    fireEvent.click(button(PDF_TEXT.close));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('pages through the document, wrapping round at both ends', async () => {
    preview(async () => ({
      code: '00000',
      data: blankPdf([
        [400, 500],
        [300, 300],
        [600, 800],
      ]),
    }));
    await waitFor(() => expect(pageText(1, 3)).toBeTruthy());
    expect(screen.getByRole('img', { name: PDF_TEXT.page(1, 3) })).toBeTruthy();
    await drawn(1);

    fireEvent.click(button(PDF_TEXT.previous));
    expect(pageText(3, 3)).toBeTruthy();
    expect(screen.getAllByRole('img').map((canvas) => canvas.getAttribute('aria-label'))).toEqual([
      PDF_TEXT.page(3, 3),
    ]);
    await drawn(3);
    fireEvent.click(button(PDF_TEXT.next));
    expect(pageText(1, 3)).toBeTruthy();
    await drawn(1);
    fireEvent.click(button(PDF_TEXT.next));
    expect(pageText(2, 3)).toBeTruthy();
    await drawn(2);
    expect(pdfHooks.renders.map((render) => render.page)).toEqual([1, 3, 1, 2]);
  });

  it('switches pages with the arrow keys while paged', async () => {
    preview(async () => ({
      code: '00000',
      data: blankPdf([
        [400, 500],
        [400, 500],
      ]),
    }));
    await waitFor(() => expect(pageText(1, 2)).toBeTruthy());
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(pageText(2, 2)).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(pageText(1, 2)).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(pageText(2, 2)).toBeTruthy();

    fireEvent.click(button(PDF_TEXT.allPages));
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(pageText(2, 2)).toBeTruthy();
  });

  it('shows every page at once and back, the toggle naming what it will do', async () => {
    preview(async () => ({
      code: '00000',
      data: blankPdf([
        [400, 500],
        [400, 500],
        [400, 500],
      ]),
    }));
    await waitFor(() => expect(pageText(1, 3)).toBeTruthy());
    expect(screen.getAllByRole('img')).toHaveLength(1);
    await drawn(1);

    fireEvent.click(button(PDF_TEXT.allPages));
    expect(screen.getAllByRole('img').map((canvas) => canvas.getAttribute('aria-label'))).toEqual([
      PDF_TEXT.page(1, 3),
      PDF_TEXT.page(2, 3),
      PDF_TEXT.page(3, 3),
    ]);
    expect(screen.queryByRole('button', { name: PDF_TEXT.allPages })).toBeNull();
    await waitFor(() => expect(pdfHooks.renders.map((render) => render.page)).toEqual([1, 1, 2, 3]));

    fireEvent.click(button(PDF_TEXT.paged));
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(button(PDF_TEXT.allPages)).toBeTruthy();
  });

  it('scales pages to fit 800 pixels, sharp on high-density screens', async () => {
    vi.stubGlobal('devicePixelRatio', 2);
    preview(async () => ({ code: '00000', data: blankPdf([[400, 500]]) }));
    await waitFor(() => expect(pdfHooks.renders).toHaveLength(1));
    expect(pdfHooks.renders[0]).toMatchObject({ width: 1600, height: 2000, styleWidth: '800px' });
    expect(button(PDF_TEXT.previous).disabled).toBe(true);
    expect(button(PDF_TEXT.next).disabled).toBe(true);
  });

  it('downloads the fetched file under its name', async () => {
    const pdf = blankPdf([[400, 500]]);
    preview(async () => ({ code: '00000', data: pdf }), { name: '申报材料.pdf' });
    await waitFor(() => expect(pageText(1, 1)).toBeTruthy());
    fireEvent.click(button(PDF_TEXT.download));
    expect(saveBlob).toHaveBeenCalledWith(pdf, '申报材料.pdf');
  });

  it('cancels drawing and destroys the document when closed', async () => {
    pdfHooks.hold = true;
    const { setOpen } = preview(async () => ({
      code: '00000',
      data: blankPdf([
        [400, 500],
        [400, 500],
      ]),
    }));
    await drawn(1);
    expect(pdfHooks.destroyed).toBe(0);

    fireEvent.click(button(PDF_TEXT.next));
    await drawn(2);
    expect(pdfHooks.renders.map((render) => render.cancelled)).toEqual([true, false]);

    act(() => setOpen(false));
    expect(pdfHooks.renders.map((render) => render.cancelled)).toEqual([true, true]);
    expect(pdfHooks.destroyed).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
