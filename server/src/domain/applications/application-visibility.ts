/**
 * Who sees an application, on every channel (list, detail, archive search, exports, report, files, the
 * socket's `app:{id}` room): its owner; an admin of its organisation; a member of its organisation it is
 * assigned to (a client-portal user it is shared with is such a member). Nobody else, staff included:
 * anyone else gets the 404 of an unknown id, so ids do not leak.
 */
export interface VisibilityFacts {
  owner: boolean;
  /** The user administers the application's organisation (isOrgAdmin, by the server's records). */
  orgAdmin: boolean;
  /** The application is assigned to the user and they are still a member of its organisation. */
  assigned: boolean;
}

export const isApplicationVisible = (facts: VisibilityFacts): boolean => facts.owner || facts.orgAdmin || facts.assigned;
