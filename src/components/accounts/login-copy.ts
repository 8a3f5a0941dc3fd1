/** Every text of /login's island in one place (PD4: passwordless login and sign-up). */
export const LOGIN_COPY = {
  modes: { login: 'E-posta ile devam et', signup: 'Hesap oluştur' },
  modeGroup: 'Giriş veya hesap oluşturma',
  intro: {
    login:
      'E-posta adresinizi yazın; size tek kullanımlık bir kod ve bağlantı gönderelim. Hesabınız yoksa aynı kodla oluşturulur. Şifre gerekmez.',
    signup: 'Birkaç bilgiyle hesabınızı oluşturun; e-posta adresinize bir doğrulama kodu ve bağlantı gönderelim.',
  },
  name: 'Ad soyad',
  email: 'E-posta',
  phone: 'Telefon',
  optional: '(isteğe bağlı)',
  phoneHint: 'Örnek: 0532 123 45 67',
  submit: { login: 'Giriş kodu gönder', signup: 'Hesap oluştur ve kod gönder' },
  sending: 'Gönderiliyor…',
  codeTitle: 'E-postanızı kontrol edin',
  codeSent: (email: string) => `${email} adresine 6 haneli bir giriş kodu gönderdik.`,
  linkToo: 'E-postadaki “Giriş yap” bağlantısına bu tarayıcıda tıklayarak da giriş yapabilirsiniz. Kod ve bağlantı 10 dakika geçerlidir.',
  spamHint: 'E-posta birkaç dakika içinde gelmezse gereksiz (spam) klasörüne bakın.',
  code: 'Giriş kodu',
  codeHint: 'E-postadaki 6 haneli kod',
  verify: 'Doğrula ve giriş yap',
  verifying: 'Doğrulanıyor…',
  resend: 'Kodu tekrar gönder',
  resent: 'Yeni kod gönderildi',
  changeEmail: 'E-posta adresini değiştir',
  errorTitle: 'Hata',
  failed: 'İşlem başarısız oldu.',
  network: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
  loggedIn: 'Giriş yapıldı',
  created: 'Hesap oluşturuldu',
  nameTitle: 'Hesabınız oluşturuldu',
  nameIntro: 'Değerlendirmelerinizde ve e-postalarda görünecek adınızı yazın.',
  nameSave: 'Kaydet ve devam et',
  nameSkip: 'Şimdilik geç',
  welcome: (name: string) => `Hoş geldiniz, ${name}.`,
  linkErrors: {
    baglanti: 'Giriş bağlantısı geçersiz, süresi dolmuş veya başka bir tarayıcıda açılmış. Lütfen yeni kod isteyin.',
    'cok-deneme': 'Çok fazla deneme yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.',
  } as Record<string, string>,
};

/** The fields of both steps, and the errors shown beside them ('form': the whole request). */
export type LoginField = 'name' | 'email' | 'phone' | 'code';
export type LoginErrors = Partial<Record<LoginField | 'form', string>>;
export interface LoginValues {
  name: string;
  email: string;
  phone: string;
}
