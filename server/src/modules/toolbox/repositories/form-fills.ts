import { randomUUID } from 'node:crypto';
import type { FormFillContent, FormSection, ToolboxForm } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';

export interface FormFillRecord extends FormFillContent {
  id: string;
  userId: string;
  createdAt: Date;
  updatedAt: Date;
}

/** @table form_fills */
interface FormFillRow {
  id: string;
  user_id: string;
  form: ToolboxForm;
  title: string;
  application_id: string | null;
  fields: FormSection[] | string;
  created_at: Date | string;
  updated_at: Date | string;
}

const toRecord = (r: FormFillRow): FormFillRecord => ({
  id: r.id,
  userId: r.user_id,
  form: r.form,
  title: r.title,
  applicationId: r.application_id,
  sections: typeof r.fields === 'string' ? (JSON.parse(r.fields) as FormSection[]) : r.fields,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

export async function insertFormFill(db: Queryable, userId: string, content: FormFillContent): Promise<FormFillRecord> {
  const id = `ffl_${randomUUID().replace(/-/g, '')}`;
  const { rows } = await db.query<FormFillRow>(
    'INSERT INTO form_fills (id, user_id, form, title, application_id, fields) VALUES ($1, $2, $3, $4, $5, $6::jsonb) RETURNING *',
    [id, userId, content.form, content.title, content.applicationId, JSON.stringify(content.sections)],
  );
  return toRecord(rows[0]!);
}

/** Replaces a fill's content; null when the user has no such fill. */
export async function updateFormFill(db: Queryable, userId: string, id: string, content: FormFillContent): Promise<FormFillRecord | null> {
  const { rows } = await db.query<FormFillRow>(
    'UPDATE form_fills SET form = $3, title = $4, application_id = $5, fields = $6::jsonb, updated_at = now() WHERE id = $1 AND user_id = $2 RETURNING *',
    [id, userId, content.form, content.title, content.applicationId, JSON.stringify(content.sections)],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function findFormFill(db: Queryable, userId: string, id: string): Promise<FormFillRecord | null> {
  const { rows } = await db.query<FormFillRow>('SELECT * FROM form_fills WHERE id = $1 AND user_id = $2', [id, userId]);
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function listFormFills(db: Queryable, userId: string, limit: number): Promise<FormFillRecord[]> {
  const { rows } = await db.query<FormFillRow>('SELECT * FROM form_fills WHERE user_id = $1 ORDER BY updated_at DESC, id LIMIT $2', [userId, limit]);
  return rows.map(toRecord);
}

export async function deleteFormFill(db: Queryable, userId: string, id: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>('DELETE FROM form_fills WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
  return rows.length > 0;
}
