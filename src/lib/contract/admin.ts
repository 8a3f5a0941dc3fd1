/**
 * The admin's overview answers (GET /api/admin/counts, GET /api/admin/overview), built by
 * src/features/admin/ and read by src/components/admin/.
 */

/** The queues that wait for an admin, in the overview's order (src/features/admin/queues.ts says what each counts). */
export const ADMIN_QUEUES = ['businesses', 'reviews', 'reports', 'owners', 'changes', 'suggestions', 'ads', 'plans', 'campaigns'] as const;
export type AdminQueue = (typeof ADMIN_QUEUES)[number];

export interface QueueCount {
  count: number;
  /** ISO 8601: since when the oldest waiting row waits; null when none waits. */
  oldest: string | null;
}

/** GET /api/admin/counts. */
export type QueueCounts = Record<AdminQueue, QueueCount>;

/** One waiting row as the overview names it. */
export interface QueueItem {
  id: number;
  /** The business (or the advertiser's business name). */
  label: string;
  /** A short second line: the review's title, the applicant, the reason, the plan. */
  detail: string | null;
  /** ISO 8601: since when it waits. */
  since: string;
  businessId: number | null;
}

/** Since midnight in Istanbul. */
export interface TodayFigures {
  submissions: number;
  reviews: number;
  users: number;
  adRequests: number;
  /** Approvals, rejections, hidings and dismissals by an admin. */
  decisions: number;
}

/** One audit-log row as the admin reads it: the actor and the target by name, with a link when it has a page. */
export interface AuditRow {
  id: number;
  createdAt: string;
  action: string;
  /** The person's name (or e-mail), 'Komut satırı', 'Sistem', 'Ziyaretçi'. */
  actor: string;
  targetType: string | null;
  targetId: string | null;
  /** The target's name ("Usta Dürümcü"), or null when it is gone or has none. */
  targetName: string | null;
  /** Where the target can be seen: a public page or an admin section. */
  targetHref: string | null;
  /** A short readable note from the details ("12 işletme", "CSV dosyası", the reason). */
  note: string | null;
}

/** The queues bulk decisions act on (POST /api/admin/bulk); ads only for an admin (decision 035). */
export const BULK_QUEUES = ['businesses', 'reviews', 'reports', 'owners', 'changes', 'suggestions', 'ads', 'campaigns'] as const;
export type BulkQueue = (typeof BULK_QUEUES)[number];

/** The most items one bulk call decides. */
export const BULK_MAX = 100;

/**
 * One item's outcome: decided ('done'), decided already or changed since it was read ('conflict', the 409 of
 * the single call, with its message), or refused for another reason ('failed', with the message).
 */
export interface BulkResult {
  id: number;
  outcome: 'done' | 'conflict' | 'failed';
  message?: string;
}

/** POST /api/admin/bulk. */
export interface BulkAnswer {
  results: BulkResult[];
  done: number;
  conflicts: number;
  failed: number;
}
