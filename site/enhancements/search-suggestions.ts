// The 404 page: pages that match the words of the missing address, from the site search (fetched here,
// where the search is the reason to be on the page).
export default function searchSuggestions(section: HTMLElement): void {
  void import('../lib/search/suggest.ts').then((m) => m.suggest(section, window.location.pathname)).catch(() => undefined);
}
