import type { AnalyticsAnswer, OwnerRecord } from '#lib/contract/owners.ts';

/** A visitor's suggestion for the owner's business (GET /api/business-owners/:id/suggestions). */
export interface Suggestion {
  id: number;
  reason: string;
  note: string | null;
  status: string;
  createdAt: string;
}

/** A change the owner sent (GET /api/business-owners/:id/changes). */
export interface Change {
  id: number;
  status: string;
  after: Record<string, unknown>;
  rejectionReason: string | null;
  createdAt: string;
}

/** The panel open above the totals: the listing editor (optionally for a suggestion), photos, or settings. */
/** `focus`: the id of the input the editor brings into view (the home's completeness actions). */
export type Panel = { kind: 'edit' | 'photos'; suggestionId?: number; focus?: string } | { kind: 'settings' } | null;

/** What every tab of the dashboard is given (tabs.ts). */
export interface TabProps {
  record: OwnerRecord;
  /** Approved and published: numbers, suggestions and plan requests apply. */
  live: boolean;
  stats: AnalyticsAnswer | null;
  suggestions: Suggestion[];
  changes: Change[];
  openPanel: (panel: Panel) => void;
  showTab: (tab: string) => void;
  /** Ask for the records and their numbers again (after a change). */
  refresh: () => void;
}
