import { TIMESHEET_STEP_MINUTES, type TimesheetEntry, type TimesheetWeek } from '@iprism/shared/contracts/timesheets';

/** What the person typed in one cell (hours as text, so "7." stays while typing) and its note. */
export interface GridCell {
  hours: string;
  note: string;
}
export type Grid = Record<string, GridCell>;

export const cellKey = (projectId: string, day: string) => `${projectId}|${day}`;
const DAY_MS = 86_400_000;

export function weekDays(weekStart: string): string[] {
  const start = Date.parse(`${weekStart}T00:00:00Z`);
  return Array.from({ length: 7 }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10));
}

export const shiftWeek = (weekStart: string, weeks: number): string => new Date(Date.parse(`${weekStart}T00:00:00Z`) + weeks * 7 * DAY_MS).toISOString().slice(0, 10);

/** "Mon 23 Nov" for a column header. */
export const dayLabel = (day: string): string => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

export const hoursOf = (minutes: number): string => (minutes === 0 ? '' : String(minutes / 60));

export function gridFromWeek(week: Pick<TimesheetWeek, 'entries'>): Grid {
  const grid: Grid = {};
  for (const e of week.entries) grid[cellKey(e.projectId, e.day)] = { hours: hoursOf(e.minutes), note: e.note };
  return grid;
}

/** Minutes from typed hours ("7.5", "7,5", "" = 0); null when not a half-hour step between 0 and 24. */
export function parseHours(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (t === '') return 0;
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  const minutes = Math.round(Number(t) * 60);
  if (Math.abs(minutes - Number(t) * 60) > 1e-6 || minutes % TIMESHEET_STEP_MINUTES !== 0 || minutes > 24 * 60) return null;
  return minutes;
}

export const HOURS_STEP_MESSAGE = 'Use half-hour steps, e.g. 7.5';

/** The keys of cells whose hours cannot be read. */
export const invalidCells = (grid: Grid): string[] => Object.keys(grid).filter((k) => parseHours(grid[k]!.hours) === null);

/** The entries to save: readable cells with hours or a note. */
export function entriesFromGrid(grid: Grid): TimesheetEntry[] {
  const entries: TimesheetEntry[] = [];
  for (const [key, cell] of Object.entries(grid)) {
    const minutes = parseHours(cell.hours);
    const [projectId, day] = key.split('|') as [string, string];
    if (minutes === null || (minutes === 0 && !cell.note.trim())) continue;
    entries.push({ projectId, day, minutes, note: cell.note.trim() });
  }
  return entries.sort((a, b) => a.day.localeCompare(b.day) || a.projectId.localeCompare(b.projectId));
}

export function minutesWhere(grid: Grid, match: (projectId: string, day: string) => boolean): number {
  let sum = 0;
  for (const [key, cell] of Object.entries(grid)) {
    const [projectId, day] = key.split('|') as [string, string];
    if (match(projectId, day)) sum += parseHours(cell.hours) ?? 0;
  }
  return sum;
}

/** "7.5 h" for totals; "0 h" for none. */
export const hoursText = (minutes: number): string => `${Math.round((minutes / 60) * 100) / 100} h`;
