/**
 * `client:tap`, a hydration directive for islands a person acts on below the fold (the reviews' "Bildir",
 * "Faydalı", "Yanıtla"): the island hydrates when it scrolls into view, as `client:visible` does, or at the
 * first touch, click, key or focus inside it, whichever comes first. A click on a button that arrives
 * before the island has hydrated is held and given to the same button once React owns it, so the first tap
 * right after scrolling works instead of falling on lifeless HTML. Registered in astro.config.mjs.
 *
 *   <ReviewsSection client:tap businessId={b.id} snapshot={reviews} />
 */
import type { ClientDirective } from 'astro';

/** What a held click is given back to; links and form fields work without the island. */
const REPLAYED = 'button, summary, [role="button"]';
const EARLY_EVENTS = ['pointerdown', 'keydown', 'focusin', 'click'] as const;

/** Until React has attached its props to the element (hydration runs in a transition), at most ~2 s. */
async function hydrated(el: Element): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (Object.keys(el).some((k) => k.startsWith('__reactProps'))) return;
    await new Promise((r) => requestAnimationFrame(r));
  }
}

const tapDirective: ClientDirective = (load, _options, el) => {
  let started = false;
  let held: HTMLElement | null = null;

  const early = (ev: Event) => {
    if (ev.type === 'click') {
      const target = ev.target instanceof Element ? ev.target.closest<HTMLElement>(REPLAYED) : null;
      if (target && el.contains(target)) {
        ev.preventDefault();
        ev.stopImmediatePropagation();
        held = target;
      }
    }
    void start();
  };
  const io = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) void start();
  });

  async function start() {
    if (started) return;
    started = true;
    io.disconnect();
    try {
      const hydrate = await load();
      await hydrate();
    } finally {
      // Never keep swallowing clicks, even when the island failed to load.
      for (const type of EARLY_EVENTS) el.removeEventListener(type, early, true);
    }
    const target = held;
    held = null;
    if (target) {
      await hydrated(target);
      if (target.isConnected) target.click();
    }
  }

  for (const type of EARLY_EVENTS) el.addEventListener(type, early, true);
  for (const child of el.children) io.observe(child);
};

export default tapDirective;

declare module 'astro' {
  interface AstroClientDirectives {
    'client:tap'?: boolean;
  }
}
