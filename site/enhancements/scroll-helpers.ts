// Scroll-up / scroll-down buttons, each shown only when there is somewhere to go.
// Smooth unless the visitor prefers reduced motion.
export default function scrollHelpers(root: HTMLElement): void {
  const up = root.querySelector<HTMLButtonElement>('[data-scroll="up"]');
  const down = root.querySelector<HTMLButtonElement>('[data-scroll="down"]');
  if (!up || !down) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
  const behavior = (): ScrollBehavior => (reduced.matches ? 'auto' : 'smooth');
  const MARGIN = 200;

  const update = () => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    up.hidden = window.scrollY < MARGIN;
    down.hidden = max - window.scrollY < MARGIN;
  };
  let queued = false;
  const schedule = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      update();
    });
  };
  up.addEventListener('click', () => {
    window.scrollTo({ top: 0, behavior: behavior() });
    document.getElementById('main')?.focus({ preventScroll: true });
  });
  down.addEventListener('click', () => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: behavior() }));
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  update();
}
