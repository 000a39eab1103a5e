import type { Draft, DraftSummary, DraftVersion } from '@iprism/shared/contracts';
import { parseDraftClaims } from '../../analysis';
import type { DraftRecord, DraftVersionRecord } from '../repositories/drafts';

export type NameOf = (userId: string) => string;

export function toDraftSummary(d: DraftRecord, callerId: string, nameOf: NameOf): DraftSummary {
  return {
    id: d.id,
    title: d.title,
    source: d.source,
    shared: d.shared,
    mine: d.ownerUserId === callerId,
    ownerName: nameOf(d.ownerUserId),
    revision: d.revision,
    versions: d.versionCount,
    claimCount: parseDraftClaims(d.claims).length,
    updatedAt: d.updatedAt.toISOString(),
  };
}

export function toDraft(d: DraftRecord, callerId: string, nameOf: NameOf): Draft {
  return { ...toDraftSummary(d, callerId, nameOf), claims: d.claims, specification: d.specification, resolvedMarks: d.resolvedMarks, updatedBy: nameOf(d.updatedBy) };
}

export function toDraftVersion(v: DraftVersionRecord, nameOf: NameOf): DraftVersion {
  return { id: v.id, label: v.label, claims: v.claims, specification: v.specification, createdAt: v.createdAt.toISOString(), createdBy: nameOf(v.createdBy) };
}
