/** The words of the /verify-email island (VerifyEmail.tsx). */
export const VERIFY_COPY = {
  checking: 'E-posta adresiniz doğrulanıyor…',
  checkingText: 'Lütfen bekleyin, bu birkaç saniye sürebilir.',
  noTokenTitle: 'Geçersiz doğrulama bağlantısı',
  noTokenText: 'Bu bağlantıda doğrulama kodu bulunmuyor. Lütfen e-postanızdaki bağlantının tamamını kopyalayıp tarayıcınıza yapıştırın.',
  failedTitle: 'Doğrulama başarısız',
  failedText: 'Doğrulama bağlantısının süresi dolmuş (bağlantılar 24 saat geçerlidir) ya da bağlantı geçersiz olabilir.',
  failedHint: 'Başvurunuzu yeniden yaparak yeni bir doğrulama bağlantısı alabilirsiniz.',
  network: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip sayfayı yenileyin.',
  reapply: 'Yeniden başvur',
  home: 'Ana sayfaya dön',
  successTitle: 'E-posta adresiniz doğrulandı',
  successDefault: 'E-posta adresiniz doğrulandı. Başvurunuz incelemeye alındı.',
  business: (name: string) => `Başvuru: ${name}`,
  nextTitle: 'Bundan sonra ne olacak?',
  steps: [
    { title: 'Başvurunun incelenmesi', text: 'Ekibimiz gönderdiğiniz bilgileri ve fotoğrafları inceler.' },
    { title: 'İşletmenin doğrulanması', text: 'Gerekirse bilgileri teyit etmek için sizinle iletişime geçeriz.' },
    { title: 'Yayına alma', text: 'Onaylanan işletme aramada, haritada ve kendi sayfasında yayınlanır.' },
  ],
  reviewTime: 'İnceleme genellikle 1–3 iş günü sürer; sonucu e-postayla bildiririz.',
  spam: 'E-postamız gelen kutunuzda görünmezse gereksiz (spam) klasörünü kontrol edin.',
  addAnother: 'Başka bir işletme ekle',
  /** The owner application's variant (decision 011). */
  ownerSteps: [
    { title: 'Belge incelemesi', text: 'Ekibimiz yüklediğiniz sahiplik belgelerini inceler.' },
    { title: 'İşletmenin doğrulanması', text: 'Gerekirse işletmeyi ve bilgilerinizi teyit etmek için sizinle iletişime geçeriz.' },
    {
      title: 'Hesabın etkinleştirilmesi',
      text: 'Onaylandığınızda yönetim paneliniz açılır; istatistiklerinizi görür, bilgilerinizi güncellersiniz.',
    },
  ],
  dashboard: 'Yönetim paneline git',
  /** The link opened again (decision 018). */
  alreadyTitle: 'E-posta adresiniz zaten doğrulandı',
  viewBusiness: 'İşletme sayfasına git',
  application: (name: string) => `Sahiplik başvurusu: ${name}`,
} as const;
