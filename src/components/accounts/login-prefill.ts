/**
 * What another form already knows about the person (the owner wizard's name, e-mail and phone; decision 023),
 * handed to /login through this tab's sessionStorage — never the address bar, where it would reach logs —
 * and read once: the sign-up does not ask again for what was just typed.
 */
const KEY = 'adana-login-prefill';

export interface LoginPrefill {
  name?: string;
  email?: string;
  phone?: string;
}

export function saveLoginPrefill(values: LoginPrefill): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(values));
  } catch {
    /* storage off: the person types them */
  }
}

/** The saved values, removed as they are read ({} when none). */
export function takeLoginPrefill(): LoginPrefill {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const v = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const text = (x: unknown) => (typeof x === 'string' ? x.slice(0, 254) : undefined);
    return { name: text(v.name), email: text(v.email), phone: text(v.phone) };
  } catch {
    return {};
  }
}
