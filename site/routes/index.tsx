// Placeholder home page until the home page work lands.
import type { PageMeta } from '@runtime';
import { Layout } from '@site/components/layout/Layout.tsx';
import { Section } from '@site/components/ui/Section.tsx';

export const meta: PageMeta = { title: 'ONAS', description: 'ONAS: ERP, AI, managed IT and staffing services.' };

export default function Home() {
  return (
    <Layout>
      <Section id="explore-us">
        <h1>ONAS</h1>
      </Section>
    </Layout>
  );
}
