/**
 * 'Ayarlar' of the owner dashboard: notification e-mails, the contact details the team uses (not the
 * listing's: those change through 'Düzenle'), and leaving the ownership (the listing stays in the guide).
 * PATCH / DELETE /api/business-owners/:id.
 */
import { useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import type { OwnerRecord } from '#lib/contract/owners.ts';
import { formatTrPhone } from '#lib/phone.ts';
import { buttonClass, cardClass, cx, inputClass } from '#components/ui/classes.ts';
import { CheckboxField } from '#components/ui/form/CheckboxField.tsx';
import { Field } from '#components/ui/form/Field.tsx';
import { notify } from '#components/toast/notify.ts';

export default function OwnerSettings({ record, onChanged }: { record: OwnerRecord; onChanged: () => void }) {
  const [notifyByEmail, setNotify] = useState(record.notifyByEmail);
  const [phone, setPhone] = useState(formatTrPhone(record.phone));
  const [email, setEmail] = useState(record.email);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const save = async () => {
    const res = await apiAnswer(`/api/business-owners/${record.id}`, { method: 'PATCH', body: { notifyByEmail, phone, email } });
    if (!res.ok)
      return notify({
        title: 'Kaydedilemedi',
        description: (res.body.errors && Object.values(res.body.errors)[0]) || res.body.message,
        variant: 'destructive',
      });
    notify({ title: 'Ayarlar kaydedildi' });
    onChanged();
  };
  const leave = async () => {
    const res = await apiAnswer(`/api/business-owners/${record.id}`, { method: 'DELETE' });
    if (!res.ok) return notify({ title: 'İşlem yapılamadı', description: res.body.message, variant: 'destructive' });
    notify({ title: 'Sahiplikten ayrıldınız' });
    onChanged();
  };
  return (
    <section className={cx(cardClass, 'space-y-4 p-5 sm:p-6')} aria-labelledby="st-title">
      <h2 id="st-title" className="text-lg font-bold text-ink">
        Ayarlar
      </h2>
      <CheckboxField
        id="st-notify"
        label="Öneriler ve değişikliklerin sonucu için bana e-posta gönder"
        checked={notifyByEmail}
        onChange={setNotify}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="st-phone" label="İletişim telefonu">
          {(control) => (
            <input
              {...control}
              type="tel"
              autoComplete="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field id="st-email" label="İletişim e-postası">
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <p className="text-sm text-ink-muted">
        Bu bilgiler yalnızca sizinle iletişim içindir; işletme sayfasındaki bilgileri “Düzenle” ile değiştirin.
      </p>
      <button type="button" onClick={() => void save()} className={buttonClass()}>
        Kaydet
      </button>
      <div className="border-t border-line pt-4">
        <h3 className="font-semibold text-ink">Sahiplikten ayrıl</h3>
        <p className="text-sm text-ink-muted">İşletme rehberde kalır; yalnızca hesabınızla bağlantısı kaldırılır ve planınız sona erer.</p>
        {confirmLeave ? (
          <div className="mt-2 flex gap-2">
            <button type="button" onClick={() => void leave()} className={buttonClass({ variant: 'destructive', size: 'sm' })}>
              Evet, ayrıl
            </button>
            <button type="button" onClick={() => setConfirmLeave(false)} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              Vazgeç
            </button>
          </div>
        ) : (
          <button
            type="button"
            onClick={() => setConfirmLeave(true)}
            className={cx(buttonClass({ variant: 'secondary', size: 'sm' }), 'mt-2')}
          >
            Sahiplikten ayrıl
          </button>
        )}
      </div>
    </section>
  );
}
