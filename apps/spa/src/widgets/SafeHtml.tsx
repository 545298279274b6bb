// Every HTML the platform shows goes through DOMPurify first (DESIGN: "DOMPurify for every HTML
// shown"): no script, no event handlers, no javascript: links.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input'],
    FORBID_ATTR: ['style'],
  });
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
