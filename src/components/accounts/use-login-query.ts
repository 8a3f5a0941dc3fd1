/**
 * What the login island (use-login.ts) reads from its address: the mode (?mod=kayit: sign up), the error of an
 * e-mailed link (?hata=…, until a code is sent) and where to go after logging in (?next=…, admins: /admin).
 * The query string is empty while pre-rendering and read after hydration.
 */
import { useState } from 'react';
import type { LoginMode } from '#lib/auth-schema.ts';
import { isStaff, type SessionUser } from '#lib/contract/session.ts';
import { useClientSnapshot } from '#stores/use-hydrated-store.ts';
import { LOGIN_COPY as copy } from './login-copy.ts';
import { safeNext } from './safe-next.ts';

const noSubscribe = () => () => {};

export function useLoginQuery() {
  const search = useClientSnapshot(
    noSubscribe,
    () => window.location.search,
    () => '',
  );
  const params = new URLSearchParams(search);
  const [chosenMode, setMode] = useState<LoginMode | null>(null);
  const mode: LoginMode = chosenMode ?? (params.get('mod') === 'kayit' ? 'signup' : 'login');
  const [linkErrorHidden, setLinkErrorHidden] = useState(false);
  const hata = params.get('hata');
  const linkError = hata && !linkErrorHidden ? (copy.linkErrors[hata] ?? copy.linkErrors.baglanti!) : null;
  const goOn = (user: SessionUser) => {
    const next = safeNext(params.get('next'));
    window.location.assign(isStaff(user.role) ? '/admin' : (next ?? '/'));
  };
  return { mode, setMode, linkError, hideLinkError: () => setLinkErrorHidden(true), goOn };
}
