/**
 * A bounded wait for the embedded database. PGlite answers one query at a time on the request thread, so
 * under more requests than it can serve a queue grows without limit and every answer gets slower (50
 * clients: p99 of 7 s, some over 10 s). Instead at most `concurrency` calls run at once, at most `queue`
 * wait, and none waits longer than `maxWaitMs`; the others are told at once to come back later (the
 * server answers 503 with Retry-After). PostgreSQL needs none of this: it is the database for real traffic.
 */
export class Overloaded extends Error {
  constructor() {
    super('overloaded');
    this.name = 'Overloaded';
  }
}

export interface AdmissionLimits {
  concurrency: number;
  queue: number;
  maxWaitMs: number;
}

interface Waiter {
  grant(): void;
}

export class Admission {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(readonly limits: AdmissionLimits) {}

  /** Waits for a turn; resolves with the function that ends it, or rejects with `Overloaded`. */
  async acquire(): Promise<() => void> {
    if (this.running < this.limits.concurrency) {
      this.running++;
      return this.releaser();
    }
    if (this.waiting.length >= this.limits.queue) throw new Overloaded();
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        reject(new Overloaded());
      }, this.limits.maxWaitMs);
      this.waiting.push(waiter);
    });
    return this.releaser();
  }

  private releaser(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      // The turn passes straight to the longest waiter; `running` only drops when nobody waits.
      const next = this.waiting.shift();
      if (next) next.grant();
      else this.running--;
    };
  }
}
