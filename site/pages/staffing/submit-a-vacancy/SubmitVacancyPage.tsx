import type { submitVacancy } from '@content/staffing/submit-a-vacancy/index.ts';
import { ui } from '@content/ui/pages.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { ClosingBand } from '@site/components/blocks/ClosingBand.tsx';
import { HeroBand } from '@site/components/blocks/HeroBand.tsx';

/** /staffing/submit-a-vacancy/: a short page pointing to the call-back request form. */
export function SubmitVacancyPage({ page }: { page: typeof submitVacancy }) {
  return (
    <Layout>
      <HeroBand hero={page.hero} eyebrow={ui.eyebrows.staffing} />
      <ClosingBand {...page.closing} />
    </Layout>
  );
}
