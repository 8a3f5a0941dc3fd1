/**
 * The business page's photo viewer (decision 017), on the native `<dialog>` of Lightbox.astro: `showModal()`
 * makes the rest of the page inert (focus stays inside) and closes on Esc; this adds the rest.
 *  - Any `[data-lightbox-open="<index>"]` button opens the photo at that index; focus returns to it on close.
 *  - ← / → (and the buttons) go to the previous / next photo, wrapping around; Home / End to the first / last;
 *    Tab cycles through the dialog's buttons.
 *  - A horizontal swipe on a touch screen does the same; a click on the backdrop closes.
 *  - The counter ("2 / 3") is announced politely; each photo keeps its alt text.
 * No library: PhotoSwipe and the like draw their own modal instead of `<dialog>` and offer one format per
 * slide, where `<picture>` lets the browser choose AVIF or WebP and the size.
 */

const SWIPE_PX = 40;

export function initLightbox(dialog: HTMLDialogElement): void {
  if (dialog.dataset.ready) return;
  dialog.dataset.ready = '1';
  const slides = [...dialog.querySelectorAll<HTMLElement>('[data-lightbox-slide]')];
  const counter = dialog.querySelector<HTMLElement>('[data-lightbox-position]');
  const stage = dialog.querySelector<HTMLElement>('[data-lightbox-stage]');
  let index = 0;
  let opener: HTMLElement | null = null;

  const show = (i: number) => {
    index = (i + slides.length) % slides.length;
    slides.forEach((s, k) => {
      s.hidden = k !== index;
    });
    if (counter) counter.textContent = `${index + 1} / ${slides.length}`;
  };

  const open = (i: number, from: HTMLElement | null) => {
    opener = from;
    show(i);
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-lightbox-close]')?.focus();
  };

  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-lightbox-open]') : null;
    if (!button) return;
    event.preventDefault();
    open(Number(button.dataset.lightboxOpen) || 0, button);
  });

  dialog.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (target === dialog) dialog.close();
    else if (target.closest('[data-lightbox-close]')) dialog.close();
    else if (target.closest('[data-lightbox-prev]')) show(index - 1);
    else if (target.closest('[data-lightbox-next]')) show(index + 1);
  });

  dialog.addEventListener('keydown', (event) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (step !== undefined && slides.length > 1) {
      event.preventDefault();
      show(index + step);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      show(event.key === 'Home' ? 0 : slides.length - 1);
    } else if (event.key === 'Tab') {
      // The page behind is inert; Tab past the last button comes back to the first instead of leaving
      // for the browser's own controls.
      const focusable = [...dialog.querySelectorAll<HTMLElement>('button:not([disabled])')];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  });

  dialog.addEventListener('close', () => {
    opener?.focus();
    opener = null;
  });

  let startX: number | null = null;
  let startY = 0;
  stage?.addEventListener('pointerdown', (event) => {
    if (event.pointerType === 'mouse') return;
    startX = event.clientX;
    startY = event.clientY;
  });
  stage?.addEventListener('pointerup', (event) => {
    if (startX === null) return;
    const dx = event.clientX - startX;
    const dy = event.clientY - startY;
    startX = null;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy) && slides.length > 1) show(index + (dx < 0 ? 1 : -1));
  });
  stage?.addEventListener('pointercancel', () => {
    startX = null;
  });
}

export function initLightboxes(): void {
  document.querySelectorAll<HTMLDialogElement>('dialog[data-lightbox]').forEach(initLightbox);
}
