// Read more / Show less for clamped text. The root carries data-enhance="expandable-text" and holds
// the text element (the button's aria-controls target) and a hidden <button>. Marking the root
// data-enhanced switches the CSS line clamp on; the button is shown only while the clamped text
// actually overflows, rechecked on resize and once web fonts have loaded.

export default function expandableText(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('button[aria-controls]');
  const text = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!button || !text) return;
  const more = button.dataset.more ?? button.textContent ?? '';
  const less = button.dataset.less ?? more;
  let expanded = false;

  const render = () => {
    root.toggleAttribute('data-expanded', expanded);
    button.setAttribute('aria-expanded', String(expanded));
    button.textContent = expanded ? less : more;
  };

  /** Whether the text overflows its clamp (measured in the clamped state, then restored). */
  const overflows = () => {
    root.removeAttribute('data-expanded');
    const result = text.scrollHeight > text.clientHeight + 1;
    root.toggleAttribute('data-expanded', expanded);
    return result;
  };

  const check = () => {
    const clamped = overflows();
    button.hidden = !clamped;
    if (!clamped && expanded) {
      expanded = false;
      render();
    }
  };

  button.addEventListener('click', () => {
    expanded = !expanded;
    render();
  });

  let frame = 0;
  let width = window.innerWidth;
  window.addEventListener('resize', () => {
    if (window.innerWidth === width) return;
    width = window.innerWidth;
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(check);
  });

  root.setAttribute('data-enhanced', '');
  render();
  check();
  document.fonts?.ready.then(check);
}
