// SPEC §2 watermark: the user's full name and the date, tiled over the main area. A watcher puts
// it back when its node is removed or its style changed, so deleting one DOM node does not remove it.
import { drawWatermarkTile, WATERMARK, watermarkText } from '@ent/core/shell';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useServices } from '../state/servicesContext';

const STYLE = [
  'position:absolute',
  'inset:0',
  'pointer-events:none',
  'z-index:10',
  `background-size:${WATERMARK.width}px ${WATERMARK.height}px`,
  'background-repeat:repeat',
].join(';');

function tile(text: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = WATERMARK.width;
  canvas.height = WATERMARK.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  drawWatermarkTile(ctx, text);
  return canvas.toDataURL('image/png');
}

export function Watermark() {
  const { sessionState } = useServices();
  const { user } = useSnapshot(sessionState);
  const anchor = useRef<HTMLSpanElement>(null);
  const text = user ? watermarkText(user.fullName, new Date()) : '';

  useEffect(() => {
    const host = anchor.current?.parentElement;
    if (!host || !text) return;
    const image = tile(text);
    let mark: HTMLDivElement | null = null;
    const place = () => {
      mark?.remove();
      mark = document.createElement('div');
      mark.setAttribute('data-watermark', text);
      mark.setAttribute('aria-hidden', 'true');
      mark.setAttribute('style', `${STYLE};background-image:url(${image})`);
      host.appendChild(mark);
    };
    place();
    const observer = new MutationObserver((records) => {
      const tampered = records.some(
        (record) =>
          (record.type === 'childList' && [...record.removedNodes].includes(mark as Node)) ||
          (record.type === 'attributes' && record.target === mark),
      );
      if (tampered) place();
    });
    observer.observe(host, {
      childList: true,
      attributes: true,
      subtree: true,
      attributeFilter: ['style', 'class', 'hidden', 'data-watermark'],
    });
    return () => {
      observer.disconnect();
      mark?.remove();
    };
  }, [text]);

  return <span ref={anchor} hidden />;
}
