export default function hashScroll(_root: HTMLElement): void {}
