import type { ReactNode } from 'react';
import { serviceHubs, areaNames, type ServicePage } from '@content/services/index.ts';
import { ContactCta } from '../ui/ContactCta.tsx';
import { Layout } from '../layout/Layout.tsx';
import { ServiceHero } from './ServiceHero.tsx';

/** The breadcrumb trail of a service page: How we help / <area> / <page>. */
export function crumbsOf(page: ServicePage) {
  const [root] = serviceHubs;
  return [
    { label: root.heading, href: root.path },
    { label: areaNames[page.area], href: `${root.path}${page.area}/` },
    { label: page.name },
  ];
}

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
