/**
 * The admin screen's island (client:load): who may see the admin. Asks GET /api/auth/session and shows,
 * in order:
 *  not logged in → a link to /login; not an admin → 'Bu sayfaya erişim yetkiniz yok.';
 *  admin without TOTP → enrolment (TotpEnrol);
 *  admin with TOTP who has not passed it in this session → the code (TotpCheck);
 *  passed → the admin sections (AdminShell).
 * A section whose call answers 401/403 brings the gate back. The functions check all of this again on
 * every call.
 */
import { useCallback, useEffect, useState } from 'react';
import type { SessionUser } from '#stores/session.ts';
import { isStaff, type UserRole } from '#lib/contract/session.ts';
import { notify } from '#components/toast/notify.ts';
import { buttonClass, cardClass, cx, skeletonClass } from '#components/ui/classes.ts';
import { ADMIN_COPY as copy } from './admin-copy.ts';
import AdminShell from './AdminShell.tsx';
import { adminCall, type Option } from './moderation-api.ts';
import TotpCheck from './TotpCheck.tsx';
import TotpEnrol, { type Enrolment } from './TotpEnrol.tsx';

interface SessionAnswer {
  user: SessionUser | null;
  secondFactorRequired?: boolean;
  totpEnabled?: boolean;
}

type View =
  | { kind: 'loading' }
  | { kind: 'anonymous' }
  | { kind: 'forbidden' }
  | { kind: 'enrol'; enrolment: Enrolment; role: UserRole }
  | { kind: 'verify'; role: UserRole }
  | { kind: 'passed'; role: UserRole }
  | { kind: 'error'; message: string };

/** Who is logged in, and which step of the admin gate they are at. */
async function gateView(): Promise<View> {
  try {
    const res = await adminCall<SessionAnswer>('/api/auth/session');
    const s = res.body;
    if (!res.ok || !s.user) return { kind: 'anonymous' };
    if (!isStaff(s.user.role)) return { kind: 'forbidden' };
    if (!s.totpEnabled) {
      const e = await adminCall<Enrolment>('/api/auth/totp');
      if (!e.ok) return { kind: 'error', message: String(e.body.message ?? copy.failed) };
      const role = s.user.role;
      return e.body.enabled ? { kind: 'verify', role } : { kind: 'enrol', enrolment: e.body, role };
    }
    return s.secondFactorRequired ? { kind: 'verify', role: s.user.role } : { kind: 'passed', role: s.user.role };
  } catch {
    return { kind: 'error', message: copy.network };
  }
}

export default function AdminGate({ categories = [], districts = [] }: { categories?: Option[]; districts?: Option[] }) {
  const [view, setView] = useState<View>({ kind: 'loading' });

  useEffect(() => {
    let active = true;
    void gateView().then((v) => {
      if (active) setView(v);
    });
    return () => {
      active = false;
    };
  }, []);

  const gateLost = useCallback(() => void gateView().then(setView), []);
  const passed = (title: string, role: UserRole) => {
    notify({ title });
    setView({ kind: 'passed', role });
  };

  switch (view.kind) {
    case 'loading':
      return (
        <div aria-busy="true" aria-live="polite">
          <span className="sr-only">{copy.loading}</span>
          <div className={cx(skeletonClass, 'h-40 w-full')} />
        </div>
      );
    case 'anonymous':
      return (
        <div className={cx(cardClass, 'max-w-xl p-6')}>
          <p className="text-ink">{copy.loginNeeded}</p>
          <a href="/login?next=/admin" className={cx(buttonClass(), 'mt-4')}>
            {copy.login}
          </a>
        </div>
      );
    case 'forbidden':
      return (
        <div className={cx(cardClass, 'max-w-xl p-6')} role="alert">
          <p className="font-semibold text-ink">{copy.forbidden}</p>
          <a href="/" className={cx(buttonClass({ variant: 'secondary' }), 'mt-4')}>
            {copy.home}
          </a>
        </div>
      );
    case 'error':
      return (
        <div className={cx(cardClass, 'max-w-xl p-6')} role="alert">
          <p className="text-danger-700">{view.message}</p>
        </div>
      );
    case 'enrol':
      return <TotpEnrol enrolment={view.enrolment} onDone={() => passed(copy.enabled, view.role)} />;
    case 'verify':
      return <TotpCheck onDone={() => passed(copy.verified, view.role)} />;
    case 'passed':
      return <AdminShell role={view.role} categories={categories} districts={districts} onGateLost={gateLost} />;
  }
}
