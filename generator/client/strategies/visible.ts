/** Hydrate when the island scrolls into (or near) the viewport. */
export function onVisible(el: Element, run: () => void): void {
  // The island element is display:contents and has no box of its own: observe its children.
  const targets = el.children.length ? [...el.children] : [el];
  const io = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        run();
      }
    },
    { rootMargin: '200px' },
  );
  for (const t of targets) io.observe(t);
}
