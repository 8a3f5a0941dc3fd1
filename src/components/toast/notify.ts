/**
 * notify(): the one way every island shows a toast (spec §2/§9).
 *
 *   import { notify } from './notify.ts';
 *   notify({ title: 'Paket seçildi', description: 'Premium paketi seçtiniz.' });
 *   notify({ title: 'Hata', description: message, variant: 'destructive' });
 *   notify({ title: 'E-posta doğrulaması gerekli', description: msg, duration: 8000 });
 *   notify({ title: 'Favorilerden çıkarıldı', action: { label: 'Geri al', onClick: undo } });
 *
 * One toast at a time: a new one replaces the previous. Default duration 5000 ms (pass 8000 for long texts;
 * `Infinity` keeps it until closed). Rendered by <Toaster client:idle /> in Base.astro; a toast raised before
 * the Toaster hydrates appears as soon as it does. Built on react-hot-toast's headless store: always import
 * from here, never from 'react-hot-toast' directly (that would be a second, unrendered store).
 */
import { toast } from 'react-hot-toast/headless';

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface NotifyOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen (default 5000). */
  duration?: number;
  action?: ToastAction;
}

export const DEFAULT_TOAST_DURATION = 5000;
/** Time a dismissed toast stays mounted for its exit animation. */
export const TOAST_REMOVE_DELAY = 200;

/** The content of live toasts by id (react-hot-toast itself only carries the title as `message`). */
const payloads = new Map<string, NotifyOptions>();
let counter = 0;

export function toastPayload(id: string): NotifyOptions | undefined {
  return payloads.get(id);
}

/** Shows a toast, replacing any toast on screen. Returns its id (for dismissNotification). */
export function notify(options: NotifyOptions): string {
  const variant = options.variant ?? 'default';
  const id = `toast-${Date.now().toString(36)}-${(counter += 1)}`;
  toast.dismiss();
  payloads.set(id, { ...options, variant });
  // Keep only the few most recent payloads: older toasts are gone from the screen.
  for (const key of payloads.keys()) {
    if (payloads.size <= 3) break;
    payloads.delete(key);
  }
  toast.custom(options.title, {
    id,
    duration: options.duration ?? DEFAULT_TOAST_DURATION,
    removeDelay: TOAST_REMOVE_DELAY,
    ariaProps: variant === 'destructive' ? { role: 'alert', 'aria-live': 'assertive' } : { role: 'status', 'aria-live': 'polite' },
  });
  return id;
}

/** Closes one toast, or every toast without an id. */
export function dismissNotification(id?: string): void {
  toast.dismiss(id);
}
