// Placeholder until the forms work lands: renders the Vacancy form slot.
export function VacancyFormIsland() {
  return <p>Vacancy form</p>;
}
