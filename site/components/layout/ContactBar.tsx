export function ContactBar() {
  return null;
}
