export function ScrollHelpers() {
  return null;
}
