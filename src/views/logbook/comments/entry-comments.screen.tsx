// STUB: replaced when the C3 branch merges
export interface EntryCommentsScreenProps {
  readonly organisationId: string;
  readonly entryId: string;
  readonly entryHasDefects: boolean;
  readonly onCommented: () => void;
}

/** Stand-in for C3's comments screen, so the drawer compiles before that branch merges. */
export function EntryCommentsScreen(_props: EntryCommentsScreenProps) {
  return null;
}
