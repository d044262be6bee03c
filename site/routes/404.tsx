import type { PageMeta } from '@runtime';
import { Layout } from '@site/components/layout/Layout.tsx';
import { Section } from '@site/components/ui/Section.tsx';

export const meta: PageMeta = { title: '404 - Page Not Found | ONAS', description: 'The page you asked for does not exist. Find your way back to ONAS services, industries and contact details.' };

export default function NotFound() {
  return (
    <Layout>
      <Section>
        <h1>404 - Page Not Found</h1>
        <p>
          <a href="/">Home</a>
        </p>
      </Section>
    </Layout>
  );
}
