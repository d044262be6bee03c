import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/why-onas/employees.ts';
import { EmployeesPage } from '@site/pages/why-onas/employees/EmployeesPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <EmployeesPage page={page} />;
}
