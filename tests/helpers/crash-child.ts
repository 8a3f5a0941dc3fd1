/**
 * A decision in a process of its own, for the crash tests (tests/integration/races.test.ts): opens the
 * embedded database in argv[2] and runs the decision argv[3] on id argv[4] as the admin argv[5]; the test sets
 * FAULT_POINT so the process is killed (SIGKILL) in the middle of the decision's transaction.
 */
import { openDatabase } from '#db/client.ts';
import { approveChange } from '#features/owners/changes.ts';
import { approveOwner } from '#features/owners/admin.ts';

const [dir, decision, id, adminId] = process.argv.slice(2);
const database = await openDatabase({ dataDir: dir! });
const actor = { id: Number(adminId), email: 'yonetici@ornek.test' };
if (decision === 'change') await approveChange(database.db, actor, Number(id));
else await approveOwner(database.db, actor, Number(id));
await database.close();
process.stdout.write('decided\n');
