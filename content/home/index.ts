export * from './hero.ts';
export * from './marquee.ts';
export * from './tailored.ts';
export * from './why-choose.ts';
export * from './explore.ts';
export * from './testimonials.ts';
export * from './newsletter.ts';
export * from './services-accordion.ts';
export * from './faq.ts';

export interface PageMeta {
  /** <title> */
  title: string;
  /** Meta description, 120-160 characters. */
  description: string;
}

export const meta: PageMeta = {
  title: 'ONAS | ERP, AI, Managed IT and Staffing Services',
  description:
    'ONAS delivers ERP implementation, AI consulting, managed IT operations and IT staffing for enterprises, with teams in Hyderabad, Chennai and the USA.',
};
