/** What every operator command returns and throws (src/cli/commands.ts lists the commands). */
import type { Database } from '#db/client.ts';

export interface CommandResult {
  lines: string[];
}
export type Command = (database: Database, args: string[], flags: Record<string, string | true>) => Promise<CommandResult>;

/** A mistake in how the command was called: its message is printed instead of a stack trace. */
export class UsageError extends Error {}
