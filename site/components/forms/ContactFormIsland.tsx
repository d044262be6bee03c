// Placeholder until the forms work lands: renders the Contact form slot.
export function ContactFormIsland() {
  return <p>Contact form</p>;
}
