// SPEC §2 and §7: an image loaded with the login credential (a bearer request), shown from a
// blob URL that is released when the image changes or leaves the page.
import { WIDGET_TEXT } from '@ent/core/messages';
import { Image, type ImageProps, Text } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useServices } from '../state/servicesContext';

export interface AuthImageProps extends Omit<ImageProps, 'src'> {
  /** The image's URL under /prod-api, e.g. '/gov-cms/api/v1/file/12'. */
  src: string;
  alt: string;
}

export function AuthImage({ src, alt, ...props }: AuthImageProps) {
  const { http } = useServices();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    setFailed(false);
    setUrl(null);
    void http.request<Blob>({ url: src, responseType: 'blob', silent: true }).then((response) => {
      if (cancelled) return;
      if (!response || !(response.data instanceof Blob)) {
        setFailed(true);
        return;
      }
      objectUrl = URL.createObjectURL(response.data);
      setUrl(objectUrl);
    });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [http, src]);

  if (failed)
    return (
      <Text role="img" aria-label={alt}>
        {WIDGET_TEXT.imageFailed}
      </Text>
    );
  if (!url)
    return (
      <Text role="img" aria-label={alt}>
        {WIDGET_TEXT.loading}
      </Text>
    );
  return <Image {...props} src={url} alt={alt} />;
}
