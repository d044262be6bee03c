// The site's JSON-LD, typed with schema-dts so every shape is checked against schema.org: the
// organisation and the website in full on the home page (where search engines read an organisation
// from), referred to by @id from every other page; then what the page itself is (FAQ, contact, about,
// a service, a post), and its breadcrumb when it sits two or more levels deep. Repeating the two on
// every page cost about 0.4 KB of each page's compressed HTML, which decides whether a page arrives
// in the first round trip (docs/generator.md, "The first visit").
import type {
  AboutPage,
  BlogPosting,
  BreadcrumbList,
  ContactPage,
  ContactPoint,
  FAQPage,
  Organization,
  PostalAddress,
  Service,
  Thing,
  WebPage,
  WebSite,
} from 'schema-dts';
import type { SeoPage } from '@runtime';
import { company } from '@content/company.ts';
import { faq } from '@content/home/faq.ts';
import { sections as industries } from '@content/who-we-help/industries.ts';
import { page as contact } from '@content/resources/contact-us.ts';
import { sharing } from '@content/seo.ts';
import { areaNames, servicePages, servicePath } from '@content/how-we-help/index.ts';
import { breadcrumbOf } from './breadcrumbs.ts';
import { headlineOf } from './share-image.ts';

/** A graph node: any schema.org type except the bare-string form schema-dts also allows. */
export type Node = Exclude<Thing, string>;

/** The raster logo search engines show (a manifest icon, so its URL never changes). */
const LOGO = { file: 'icon-512.png', size: 512 } as const;

const ABOUT_URL = '/why-onas/about-us/';
const INDUSTRIES_URL = '/who-we-help/industries/';

const abs = (page: SeoPage, url: string) => new URL(url.replace(/^\//, ''), page.siteUrl).href;
const ids = (page: SeoPage) => ({
  organization: `${page.siteUrl}#organization`,
  website: `${page.siteUrl}#website`,
  webpage: `${page.canonical}#webpage`,
  breadcrumb: `${page.canonical}#breadcrumb`,
  service: `${page.canonical}#service`,
});

function organization(page: SeoPage): Exclude<Organization, string> {
  const office = company.headOffice;
  const street = office.address.replace(new RegExp(`, ${office.city}, ${office.region}, ${office.country}$`), '');
  const address: PostalAddress = {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: office.city,
    addressRegion: office.region,
    addressCountry: office.countryCode,
  };
  const sales: ContactPoint[] = company.phones.map((phone) => ({
    '@type': 'ContactPoint',
    contactType: 'sales',
    email: company.email,
    telephone: phone.tel,
    areaServed: phone.label,
  }));
  return {
    '@type': 'Organization',
    '@id': ids(page).organization,
    name: company.name,
    legalName: company.legalName,
    url: page.siteUrl,
    logo: { '@type': 'ImageObject', url: abs(page, LOGO.file), width: `${LOGO.size}`, height: `${LOGO.size}` },
    email: company.email,
    address,
    contactPoint: sales,
    sameAs: Object.values(company.social),
  };
}

function website(page: SeoPage): WebSite {
  return {
    '@type': 'WebSite',
    '@id': ids(page).website,
    url: page.siteUrl,
    name: sharing.siteName,
    inLanguage: 'en',
    publisher: { '@id': ids(page).organization },
  };
}

function breadcrumbList(page: SeoPage): BreadcrumbList | undefined {
  const trail = breadcrumbOf(page.url, page.lookup);
  if (!trail) return undefined;
  return {
    '@type': 'BreadcrumbList',
    '@id': ids(page).breadcrumb,
    itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.label, item: abs(page, crumb.url) })),
  };
}

/** The page node: its schema.org page type and what it is about. */
function webPage(page: SeoPage, hasBreadcrumb: boolean): WebPage | FAQPage | ContactPage | AboutPage {
  const common = {
    '@id': ids(page).webpage,
    url: page.canonical,
    name: page.meta.title,
    description: page.meta.description,
    inLanguage: 'en',
    isPartOf: { '@id': ids(page).website },
    ...(hasBreadcrumb ? { breadcrumb: { '@id': ids(page).breadcrumb } } : {}),
  };
  if (page.url === '/') {
    return {
      '@type': 'FAQPage',
      ...common,
      about: { '@id': ids(page).organization },
      mainEntity: faq.items.map((q) => ({ '@type': 'Question', name: q.question, acceptedAnswer: { '@type': 'Answer', text: q.answer } })),
    };
  }
  if (page.url === contact.path) return { '@type': 'ContactPage', ...common, about: { '@id': ids(page).organization } };
  if (page.url === ABOUT_URL) return { '@type': 'AboutPage', ...common, about: { '@id': ids(page).organization } };
  if (page.url === INDUSTRIES_URL) return { '@type': 'WebPage', ...common, about: industries.map((s) => ({ '@type': 'Thing', name: s.name })) };
  return { '@type': 'WebPage', ...common };
}

function service(page: SeoPage): Service | undefined {
  const found = servicePages.find((p) => servicePath(p) === page.url);
  if (!found) return undefined;
  return {
    '@type': 'Service',
    '@id': ids(page).service,
    name: headlineOf(found.title),
    serviceType: found.name,
    category: areaNames[found.area],
    description: found.description,
    url: page.canonical,
    provider: { '@id': ids(page).organization },
    areaServed: sharing.areaServed.map((name) => ({ '@type': 'Country', name })),
    mainEntityOfPage: { '@id': ids(page).webpage },
  };
}

/** A dated post (meta.type "article"): written and published by the organisation, named in place (an article's author needs a name). */
function blogPosting(page: SeoPage): BlogPosting | undefined {
  if (page.meta.type !== 'article') return undefined;
  const by = { '@type': 'Organization', '@id': ids(page).organization, name: company.name, url: page.siteUrl } as const;
  return {
    '@type': 'BlogPosting',
    '@id': `${page.canonical}#article`,
    headline: headlineOf(page.meta.title),
    description: page.meta.description,
    url: page.canonical,
    ...(page.image ? { image: page.image } : {}),
    ...(page.meta.updated ? { dateModified: page.meta.updated } : {}),
    inLanguage: 'en',
    author: by,
    publisher: by,
    mainEntityOfPage: { '@id': ids(page).webpage },
  };
}

/** Every node of a page's @graph. */
export function structuredData(page: SeoPage): Node[] {
  const crumbs = breadcrumbList(page);
  const home = page.url === '/';
  const site = home ? [organization(page), website(page)] : [];
  const nodes: (Node | undefined)[] = [...site, webPage(page, !!crumbs), crumbs, service(page), blogPosting(page)];
  return nodes.filter((n): n is Node => n !== undefined);
}
