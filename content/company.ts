/**
 * Company facts used across the whole site: contact bar, footer, contact page, privacy policy.
 * This is the one file the company edits to change these values.
 *
 * PLACEHOLDERS - replace before launch:
 *  - email: 'sales@example.com' (example.com is a reserved test domain)
 *  - phones: both numbers are fictional 555 numbers
 *  - headOffice.address and every offices[].address: area-level addresses, not a street address
 *  - headOffice / offices map URLs: searches for a public landmark in each city, not the office itself
 *  - USA office: city chosen as Dallas, Texas; set the real city and address
 *  - offices[].company: the legal entity name per office, if it differs from 'ONAS'
 *  - legalName: confirm the registered name
 *  - social: platform home pages; replace with the company's own profile URLs
 *  - external.edtech.href: 'https://example.com/edtech/' stands in for the EdTech site
 */

interface Phone {
  /** Who or where the number reaches, e.g. "USA". */
  label: string;
  /** As shown on screen. */
  display: string;
  /** For tel: links, digits with a leading +. */
  tel: string;
}

export interface Office {
  /** Office name as shown on the contact page, e.g. "Hyderabad". */
  name: string;
  /** Company entity operating the office. */
  company: string;
  address: string;
  /** Google Maps link that opens in a new tab. */
  mapUrl: string;
  /** Google Maps URL for an <iframe> embed (only loaded after the visitor chooses to load it). */
  mapEmbedUrl: string;
}

export interface HeadOffice {
  city: string;
  region: string;
  country: string;
  /** ISO 3166-1 alpha-2 code of the country (structured data). */
  countryCode: string;
  address: string;
  mapUrl: string;
  mapEmbedUrl: string;
}

interface ExternalLink {
  label: string;
  href: string;
}

export interface Company {
  name: string;
  legalName?: string;
  tagline: string;
  email: string;
  /** Exactly two: the contact bar and contact page show both. */
  phones: Phone[];
  headOffice: HeadOffice;
  /** Exactly three: Hyderabad, Chennai, USA. */
  offices: Office[];
  social: {
    facebook: string;
    instagram: string;
    linkedin: string;
    youtube: string;
  };
  external: {
    oracle: ExternalLink;
    edtech: ExternalLink;
  };
}

export const company: Company = {
  name: 'ONAS',
  legalName: 'ONAS',
  tagline: 'ERP, AI, managed IT and staffing services that keep enterprises moving',
  email: 'sales@example.com',
  phones: [
    { label: 'USA', display: '+1 555 010 0100', tel: '+15550100100' },
    { label: 'India', display: '+91 555 010 0200', tel: '+915550100200' },
  ],
  headOffice: {
    city: 'Hyderabad',
    region: 'Telangana',
    country: 'India',
    countryCode: 'IN',
    address: 'HITEC City, Hyderabad, Telangana, India',
    mapUrl: 'https://www.google.com/maps?q=HITEC+City,+Hyderabad',
    mapEmbedUrl: 'https://www.google.com/maps?q=HITEC+City,+Hyderabad&output=embed',
  },
  offices: [
    {
      name: 'Hyderabad',
      company: 'ONAS',
      address: 'HITEC City, Hyderabad, Telangana, India',
      mapUrl: 'https://www.google.com/maps?q=HITEC+City,+Hyderabad',
      mapEmbedUrl: 'https://www.google.com/maps?q=HITEC+City,+Hyderabad&output=embed',
    },
    {
      name: 'Chennai',
      company: 'ONAS',
      address: 'Guindy, Chennai, Tamil Nadu, India',
      mapUrl: 'https://www.google.com/maps?q=Guindy,+Chennai',
      mapEmbedUrl: 'https://www.google.com/maps?q=Guindy,+Chennai&output=embed',
    },
    {
      name: 'USA',
      company: 'ONAS',
      address: 'Dallas, Texas, United States',
      mapUrl: 'https://www.google.com/maps?q=Downtown+Dallas,+Texas',
      mapEmbedUrl: 'https://www.google.com/maps?q=Downtown+Dallas,+Texas&output=embed',
    },
  ],
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    linkedin: 'https://www.linkedin.com/',
    youtube: 'https://www.youtube.com/',
  },
  external: {
    oracle: { label: 'Oracle', href: 'https://www.oracle.com/' },
    edtech: { label: 'EdTech Solutions', href: 'https://example.com/edtech/' },
  },
};
