/**
 * Every text of the admin screen outside the moderation queue (moderation-copy.ts): the gate, the
 * authenticator's enrolment and check, the section menu, the overview and "log out everywhere".
 */
import type { AdminQueue, TodayFigures } from '#lib/contract/admin.ts';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '#lib/contract/audit-labels.ts';

import { PLAN_LABELS } from '#lib/contract/owners.ts';
import { PACKAGE_LABEL } from '#components/advertising/copy.ts';
import { REASON_LABELS } from '#components/owners/owner-copy.ts';

export const ADMIN_COPY = {
  loading: 'Yükleniyor…',
  loginNeeded: 'Yönetim paneline erişmek için giriş yapmalısınız.',
  login: 'Giriş yap',
  forbidden: 'Bu sayfaya erişim yetkiniz yok.',
  home: 'Ana sayfaya dön',
  enrolTitle: 'İki adımlı doğrulamayı kurun',
  enrolIntro: 'Yönetim paneli, e-posta girişine ek olarak bir doğrulama uygulamasının ürettiği kodu ister.',
  enrolSteps: [
    'Telefonunuzda Google Authenticator, Microsoft Authenticator veya benzeri bir doğrulama uygulaması açın.',
    'Aşağıdaki QR kodunu okutun ya da anahtarı elle girin.',
    'Uygulamanın gösterdiği 6 haneli kodu yazıp onaylayın.',
  ],
  qrAlt: 'Doğrulama uygulaması için QR kodu',
  manualKey: 'Elle giriş anahtarı',
  enable: 'Etkinleştir',
  enabled: 'İki adımlı doğrulama etkinleştirildi',
  verifyTitle: 'İki adımlı doğrulama',
  verifyIntro: 'Devam etmek için doğrulama uygulamanızdaki 6 haneli kodu girin.',
  verify: 'Doğrula',
  verified: 'Doğrulama başarılı',
  code: 'Doğrulama kodu',
  codeHint: 'Uygulamadaki 6 haneli kod; her 30 saniyede yenilenir.',
  sending: 'Gönderiliyor…',
  errorTitle: 'Hata',
  failed: 'İşlem başarısız oldu.',
  network: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
  sections: {
    label: 'Yönetim bölümleri',
    overview: 'Genel bakış',
    account: 'Hesap ve güvenlik',
    select: 'Bölüm',
    waiting: 'bekliyor',
  },
  account: {
    signedIn: 'Giriş yapan',
    logoutAllText:
      'Kaybolan bir telefonda ya da başka bir bilgisayarda açık kalan oturumları kapatır; yeniden giriş için e-posta kodu ve doğrulama uygulaması gerekir.',
  },
  overview: {
    users: 'Kullanıcılar',
    businesses: 'İşletmeler',
    outbox: 'E-posta kuyruğu',
    audit: 'Son işlemler',
    auditEmpty: 'Henüz kayıtlı işlem yok.',
    when: 'Zaman',
    who: 'Kim',
    what: 'İşlem',
    target: 'Hedef',
    refresh: 'Yenile',
    cli: 'Komut satırı',
    waiting: 'Bekleyenler',
    nothingWaiting: 'Bekleyen iş yok.',
    oldestFor: (age: string) => `En eskisi ${age} bekliyor`,
    openQueue: 'Listeyi aç',
    today: 'Bugün',
  },
  /** The queues of GET /api/admin/counts, as the overview names them. */
  queues: {
    businesses: 'İşletme başvuruları',
    reviews: 'Onay bekleyen değerlendirmeler',
    reports: 'Bildirilen değerlendirmeler',
    owners: 'Sahiplik ve işletme sahibi başvuruları',
    changes: 'İlan değişiklikleri',
    suggestions: 'Ziyaretçi önerileri',
    ads: 'Reklam talepleri',
    plans: 'Plan talepleri',
    campaigns: 'Kampanya ve duyurular',
  } satisfies Record<AdminQueue, string>,
  /** The second line of a waiting item: the review's title, the applicant, the reason, the package or plan. */
  queueDetail: (queue: AdminQueue, detail: string): string => {
    if (queue === 'changes') return detail === 'suggestion' ? 'Kabul edilen öneri' : 'Sahibin düzenlemesi';
    if (queue === 'suggestions') return REASON_LABELS[detail] ?? detail;
    if (queue === 'ads') return `${(PACKAGE_LABEL as Record<string, string>)[detail] ?? detail} paketi`;
    if (queue === 'plans') return `${(PLAN_LABELS as Record<string, string>)[detail] ?? detail} plan`;
    return detail;
  },
  todayLabels: {
    submissions: 'Yeni işletme başvurusu',
    reviews: 'Yeni değerlendirme',
    users: 'Yeni üye',
    adRequests: 'Reklam talebi',
    decisions: 'Yönetici kararı',
  } satisfies Record<keyof TodayFigures, string>,
  goneTarget: (type: string) => `${type} (silinmiş)`,
  roles: { user: 'Kullanıcı', owner: 'İşletme sahibi', moderator: 'Moderatör', admin: 'Yönetici' } as Record<string, string>,
  businessStatus: { email_pending: 'E-posta onayı bekliyor', pending: 'İncelemede', approved: 'Onaylı', rejected: 'Reddedildi' } as Record<
    string,
    string
  >,
  outboxStatus: { pending: 'Gönderilmeyi bekliyor', sent: 'Gönderildi', failed: 'Gönderilemedi' } as Record<string, string>,
  actions: AUDIT_ACTIONS,
  targets: AUDIT_TARGETS,
  logoutAll: 'Tüm oturumlardan çıkış yap',
  logoutAllDone: 'Tüm oturumlardan çıkış yapıldı',
  logoutAllText: 'Bu ve diğer tüm cihazlardaki oturumlarınız kapatıldı.',
};
