/** Zoom levels of the viewer, as scale factors (1 = 100 %, 72 dpi PDF points to CSS pixels). */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
export const ZOOM_MIN = ZOOM_STEPS[0];
export const ZOOM_MAX = 3;

/** The next step above the current scale (a fitted scale sits between steps). */
export const zoomIn = (scale: number): number => ZOOM_STEPS.find((s) => s > scale + 1e-6) ?? ZOOM_MAX;

/** The next step below. */
export const zoomOut = (scale: number): number => [...ZOOM_STEPS].reverse().find((s) => s < scale - 1e-6) ?? ZOOM_MIN;

/** The scale at which a page of `pageWidth` points (at scale 1) fills `containerWidth` pixels, within the zoom range. */
export function fitWidthScale(containerWidth: number, pageWidth: number): number {
  if (containerWidth <= 0 || pageWidth <= 0) return 1;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, containerWidth / pageWidth));
}

/** A page number the document has: whole, from 1 to `pageCount`. */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page) || pageCount < 1) return 1;
  return Math.min(pageCount, Math.max(1, Math.round(page)));
}

/** "125 %". */
export const zoomLabel = (scale: number): string => `${Math.round(scale * 100)} %`;
