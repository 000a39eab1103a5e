import { trimOf } from '../text/trim';

/** Saving a chart: its data as CSV and its drawing (the SVG the chart library renders) as PNG. */

export function saveFile(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  doc.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name from a chart title: "Filings by year" → "filings-by-year". */
export const slug = (title: string): string => trimOf(title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), '-') || 'chart';

/**
 * Draws the chart's SVG on a canvas at twice its size over `background` (the theme's paper colour, so the
 * PNG reads the same in both themes) and answers the PNG.
 */
export async function svgToPng(svg: SVGSVGElement, background: string): Promise<Blob> {
  const { width, height } = svg.getBoundingClientRect();
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  const source = new XMLSerializer().serializeToString(clone);
  const image = new Image();
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('The chart could not be drawn as an image.'));
  });
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
  await loaded;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * 2));
  canvas.height = Math.max(1, Math.round(height * 2));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('The chart could not be drawn as an image.');
  ctx.scale(2, 2);
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(image, 0, 0, width, height);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The chart could not be drawn as an image.'))), 'image/png'));
}
