/**
 * Fault injection for the crash tests (a decision must hold if the process dies): with FAULT_POINT=<name> in the
 * environment, the process kills itself (SIGKILL, as `kill -9`) when it reaches the point of that name, in the
 * middle of a decision's transaction. Tests then reopen the database and check that nothing of the decision
 * stayed. Never set in production; a point costs one comparison.
 */
export type FaultPoint = 'change-approve' | 'owner-approve';

export function faultPoint(name: FaultPoint): void {
  if (process.env.FAULT_POINT === name) process.kill(process.pid, 'SIGKILL');
}
