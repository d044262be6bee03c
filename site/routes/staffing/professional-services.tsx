import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/staffing/professional-services.ts';
import { ProfessionalServicesPage } from '@site/pages/staffing/professional-services/ProfessionalServicesPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <ProfessionalServicesPage page={page} />;
}
