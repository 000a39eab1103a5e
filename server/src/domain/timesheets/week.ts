import { MINUTES_PER_DAY, type TimesheetEntry, type TimesheetStatus } from '@iprism/shared/contracts';

const DAY_MS = 86_400_000;
const parseDay = (day: string): Date => new Date(`${day}T00:00:00Z`);
const formatDay = (d: Date): string => d.toISOString().slice(0, 10);

/** The Monday (UTC calendar) of the week holding `day`: weeks run Monday to Sunday. */
export function weekStartOf(day: string | Date): string {
  const d = typeof day === 'string' ? parseDay(day) : new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  return formatDay(new Date(d.getTime() - sinceMonday * DAY_MS));
}

export const isWeekStart = (day: string): boolean => !Number.isNaN(parseDay(day).getTime()) && weekStartOf(day) === day;

export function weekDays(weekStart: string): string[] {
  const start = parseDay(weekStart).getTime();
  return Array.from({ length: 7 }, (_, i) => formatDay(new Date(start + i * DAY_MS)));
}

/** Only a draft or a returned week can be changed or submitted. */
export const isEditable = (status: TimesheetStatus): boolean => status === 'draft' || status === 'returned';

export interface EntryProblem {
  path: string;
  message: string;
}

/**
 * A week's entries checked against its days and the projects the person may book to: one cell per project
 * and day, no day over 24 hours. Answers the problems (empty when fine), each naming the entry.
 */
export function entryProblems(weekStart: string, entries: readonly TimesheetEntry[], allowedProjects: ReadonlySet<string>): EntryProblem[] {
  const days = new Set(weekDays(weekStart));
  const seen = new Set<string>();
  const perDay = new Map<string, number>();
  const problems: EntryProblem[] = [];
  entries.forEach((e, i) => {
    if (!days.has(e.day)) problems.push({ path: `entries.${i}.day`, message: `${e.day} is not in the week of ${weekStart}.` });
    if (!allowedProjects.has(e.projectId)) problems.push({ path: `entries.${i}.projectId`, message: 'You are not assigned to this project.' });
    const key = `${e.projectId}|${e.day}`;
    if (seen.has(key)) problems.push({ path: `entries.${i}`, message: 'This project and day appear twice.' });
    seen.add(key);
    perDay.set(e.day, (perDay.get(e.day) ?? 0) + e.minutes);
  });
  for (const [day, minutes] of perDay) if (minutes > MINUTES_PER_DAY) problems.push({ path: 'entries', message: `${day} has more than 24 hours.` });
  return problems;
}

export const totalMinutes = (entries: readonly Pick<TimesheetEntry, 'minutes'>[]): number => entries.reduce((sum, e) => sum + e.minutes, 0);

/** "7.5" hours from 450 minutes: what the CSV and the screens show. */
export const hoursText = (minutes: number): string => String(Math.round((minutes / 60) * 100) / 100);
