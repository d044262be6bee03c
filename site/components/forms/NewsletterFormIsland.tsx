// Placeholder until the forms work lands: renders the Newsletter form slot.
export function NewsletterFormIsland() {
  return <p>Newsletter form</p>;
}
