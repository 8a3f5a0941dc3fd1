/**
 * The audit log: who did what to which record, for the admin screens. One row per action; details are
 * small JSON (never secrets, codes or tokens).
 */
import type { DbOrTx } from '#db/client.ts';
import { auditLog } from '#db/schema/index.ts';

export interface AuditEntry {
  /** The acting user, when there is one. */
  actorUserId?: number | null;
  /** Human-readable actor: an e-mail address, 'cli' for the operator's command line, 'sistem'. */
  actorLabel: string;
  /** Dotted verb, e.g. 'totp.enrolled', 'user.made_admin', 'business.approved'. */
  action: string;
  targetType?: string | null;
  targetId?: string | number | null;
  details?: Record<string, unknown>;
}

export async function audit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId ?? null,
    actorLabel: entry.actorLabel.slice(0, 160),
    action: entry.action.slice(0, 60),
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId).slice(0, 40),
    details: entry.details ?? {},
  });
}
