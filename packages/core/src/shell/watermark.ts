// SPEC §2: the main area's watermark: the user's full name and the date, on a 500×280 tile,
// 18 px text, rotated −15°, opacity 0.2, repeated.
export const WATERMARK = { width: 500, height: 280, fontSize: 18, rotateDeg: -15, opacity: 0.2 } as const;

export function watermarkText(fullName: string, date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${fullName} ${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The minimal canvas drawing surface the tile needs (a CanvasRenderingContext2D in the browser). */
export interface TileCanvas {
  font: string;
  // Written, never read: wide enough for CanvasRenderingContext2D's own types.
  fillStyle: unknown;
  globalAlpha: number;
  textAlign: unknown;
  textBaseline: unknown;
  translate(x: number, y: number): void;
  rotate(angle: number): void;
  fillText(text: string, x: number, y: number): void;
}

export function drawWatermarkTile(ctx: TileCanvas, text: string): void {
  ctx.globalAlpha = WATERMARK.opacity;
  ctx.font = `${WATERMARK.fontSize}px sans-serif`;
  ctx.fillStyle = '#000000';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.translate(WATERMARK.width / 2, WATERMARK.height / 2);
  ctx.rotate((WATERMARK.rotateDeg * Math.PI) / 180);
  ctx.fillText(text, 0, 0);
}
