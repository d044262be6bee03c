// Service hero slideshow: crossfades the stacked [data-slide] images every data-interval ms.
// Paused while the visitor prefers reduced motion, the tab is hidden, the pointer is over the
// pictures, focus is inside the hero, or the visitor pressed the pause button.
// State is exposed as data-rotator="running|paused" on the root; inactive slides are aria-hidden.
// A slide is laid out only once it is active or readied (data-slide-ready; HeroMedia's CSS leaves the
// others out), so its lazy image is not among the requests before the first paint, and never loads
// while the rotator is paused for reduced motion. The next slide is readied a whole interval before
// its turn; if its image has still not arrived then, the turn is skipped, not shown empty.

export default function heroRotator(root: HTMLElement): void {
  const slides = Array.from(root.querySelectorAll<HTMLElement>('[data-slide]'));
  if (slides.length < 2) return;
  const dots = Array.from(root.querySelectorAll<HTMLElement>('[data-dot]'));
  const media = root.querySelector<HTMLElement>('[data-rotator-media]') ?? root;
  const toggle = root.querySelector<HTMLButtonElement>('[data-rotator-toggle]');
  const label = toggle?.querySelector<HTMLElement>('[data-label]');
  const interval = Number(root.dataset.interval) || 4000;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');

  let index = Math.max(
    0,
    slides.findIndex((s) => s.hasAttribute('data-active')),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hovered = false;
  let focused = false;
  let userPaused = false;

  const show = (next: number) => {
    index = next;
    slides.forEach((s, i) => {
      s.toggleAttribute('data-active', i === index);
      if (i === index) s.removeAttribute('aria-hidden');
      else s.setAttribute('aria-hidden', 'true');
    });
    dots.forEach((d, i) => d.toggleAttribute('data-active', i === index));
    root.dataset.rotatorIndex = String(index);
  };

  const ready = (i: number) => slides[i].setAttribute('data-slide-ready', '');

  const running = () => !reduced.matches && document.visibilityState !== 'hidden' && !hovered && !focused && !userPaused;

  const update = () => {
    clearTimeout(timer);
    timer = undefined;
    const run = running();
    root.dataset.rotator = run ? 'running' : 'paused';
    if (run) {
      ready((index + 1) % slides.length);
      timer = setTimeout(tick, interval);
    }
    if (toggle) {
      toggle.hidden = reduced.matches;
      toggle.dataset.state = userPaused ? 'paused' : 'playing';
      if (label) label.textContent = (userPaused ? toggle.dataset.playLabel : toggle.dataset.pauseLabel) ?? '';
    }
  };

  function tick() {
    const next = (index + 1) % slides.length;
    const image = slides[next].querySelector('img');
    if (!image || image.complete) show(next);
    update();
  }

  media.addEventListener('mouseenter', () => {
    hovered = true;
    update();
  });
  media.addEventListener('mouseleave', () => {
    hovered = false;
    update();
  });
  // Focus on the pause button itself does not pause, or its "play" would do nothing.
  root.addEventListener('focusin', (e) => {
    focused = e.target !== toggle;
    update();
  });
  root.addEventListener('focusout', (e) => {
    const next = e.relatedTarget as Node | null;
    focused = !!next && root.contains(next) && next !== toggle;
    update();
  });
  toggle?.addEventListener('click', () => {
    userPaused = !userPaused;
    update();
  });
  document.addEventListener('visibilitychange', update);
  reduced.addEventListener('change', update);

  show(index);
  update();
}
