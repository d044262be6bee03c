import { areaNames, pagesInArea, serviceHubs, servicePath, type ServiceArea, type ServiceHub } from '@content/how-we-help/index.ts';
import { areaIcons, serviceIcons, servicesUi } from '@content/how-we-help/ui.ts';
import { ContactCta } from '@site/components/ui/ContactCta.tsx';
import { PageHero } from '@site/components/ui/PageHero.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { Layout } from '@site/components/layout/Layout.tsx';
import { HubCards, type HubCard } from './HubCards.tsx';

const ui = servicesUi.hub;
const [rootHub] = serviceHubs;

/** The area of an area hub ("/how-we-help/erp/" → "erp"), or undefined for /how-we-help/. */
function areaOf(hub: ServiceHub): ServiceArea | undefined {
  const slug = hub.path.slice(rootHub.path.length).replace(/\/$/, '');
  return slug ? (slug as ServiceArea) : undefined;
}

function areaCards(): HubCard[] {
  return serviceHubs.slice(1).map((hub) => {
    const area = areaOf(hub)!;
    return {
      href: hub.path,
      title: areaNames[area],
      text: hub.description,
      icon: areaIcons[area],
      links: pagesInArea(area).map((p) => ({ href: servicePath(p), label: p.name })),
    };
  });
}

function serviceCards(area: ServiceArea): HubCard[] {
  return pagesInArea(area).map((p) => ({ href: servicePath(p), title: p.name, text: p.hero.subheading, icon: serviceIcons[p.slug] ?? areaIcons[area] }));
}

/** /how-we-help/ (cards for the four areas) or an area hub (cards for its service pages). */
export function HubTemplate({ hub }: { hub: ServiceHub }) {
  const area = areaOf(hub);
  const [lead, ...more] = hub.intro;
  return (
    <Layout>
      <PageHero title={hub.heading} eyebrow={area ? rootHub.heading : undefined} intro={<p>{lead}</p>} picture={hub.picture} />
      <Section
        id={area ? 'service-list' : 'service-areas'}
        tone="tint"
        eyebrow={area ? ui.servicesEyebrow : ui.areasEyebrow}
        title={area ? ui.servicesHeading(areaNames[area]) : ui.areasHeading}
        intro={more.map((p) => <p key={p.slice(0, 40)}>{p}</p>)}
      >
        {area ? <HubCards cards={serviceCards(area)} /> : <HubCards cards={areaCards()} pairs />}
      </Section>
      <ContactCta />
    </Layout>
  );
}
