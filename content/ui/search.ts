// Copy for the site search (the dialog opened from the header or the drawer, and the 404 page's suggestions).
export const search = {
  open: 'Search',
  title: 'Search the site',
  label: 'Search for a page or post',
  placeholder: 'e.g. ServiceNow, staff augmentation',
  submit: 'Search',
  close: 'Close search',
  shortcut: 'Press / or Ctrl+K to search from any page.',
  searching: 'Searching…',
  failed: 'Search is not available right now. Please try again later.',
  /** {n}: number of results, {q}: the query. */
  found: (n: number, q: string) => `${n} ${n === 1 ? 'result' : 'results'} for “${q}”. Use the arrow keys to move through them.`,
  none: (q: string) => `No page matches “${q}”.`,
  contact: { before: 'Tell us what you are looking for and we will point you to it: ', label: 'contact us', href: '/resources/contact-us/' },
  suggestions: 'Pages that match the address you followed',
} as const;
