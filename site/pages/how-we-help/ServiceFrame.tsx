import type { ReactNode } from 'react';
import type { ServicePage } from '@content/how-we-help/index.ts';
import { ContactCta } from '@site/components/ui/ContactCta.tsx';
import { Layout } from '@site/components/layout/Layout.tsx';
import { crumbsOf } from './crumbs.ts';
import { ServiceHero } from './ServiceHero.tsx';

/** Every service page's frame: the hero, the layout's sections, then the closing call to action. */
export function ServiceFrame({ page, children }: { page: ServicePage; children: ReactNode }) {
  return (
    <Layout>
      <ServiceHero hero={page.hero} crumbs={crumbsOf(page)} />
      {children}
      <ContactCta heading={page.closing.heading} text={page.closing.text} />
    </Layout>
  );
}
