// The renderer with the PDF preview attached: what pages use. A PDF entry opens the preview when
// the file is stored here (fetched with the bearer token); other files download the same way.
import { filePath, type UploadedFile } from '@ent/core/upload';
import { useCallback, useState } from 'react';
import { PdfPreview } from '../pdf/PdfPreview';
import { FormRenderer, type FormRendererProps } from './FormRenderer';

export type FormViewProps = Omit<FormRendererProps, 'onPreviewFile'>;

export function FormView(props: FormViewProps) {
  const [preview, setPreview] = useState<{ name: string; url: string } | null>(null);
  const onPreviewFile = useCallback((file: UploadedFile) => {
    const url = filePath(file);
    if (url) setPreview({ name: file.name, url });
  }, []);
  return (
    <>
      <FormRenderer {...props} onPreviewFile={onPreviewFile} />
      {preview ? <PdfPreview open name={preview.name} url={preview.url} onClose={() => setPreview(null)} /> : null}
    </>
  );
}
