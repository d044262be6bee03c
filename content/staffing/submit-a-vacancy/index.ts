import { picture as vacancyPicture } from './request-a-call-back.ts';
import type { Closing, Hero, PageMeta } from '../types.ts';

const CONTACT_PATH = '/resources/contact-us/';
const VACANCY_PATH = '/staffing/submit-a-vacancy/request-a-call-back/';

/** /staffing/submit-a-vacancy/: a short page that points to the request form, so the trimmed URL is not a 404. */
export const submitVacancy: { meta: PageMeta; hero: Hero; closing: Closing } = {
  meta: {
    title: 'Submit a Vacancy | ONAS Staffing',
    description:
      'Have a role to fill? Send ONAS your job description and request a call back from a staffing specialist who recruits for that kind of role every day.',
  },
  hero: {
    images: [vacancyPicture],
    heading: 'Submit a Vacancy',
    subheading: 'Vacancies are handled through a short request form',
    description: 'Attach your job description and tell us the essentials. A staffing specialist calls you back within one business day to agree the brief.',
    buttons: [
      { text: 'Request a Call Back', href: VACANCY_PATH, variant: 'primary' },
      { text: 'Contact Us', href: CONTACT_PATH, variant: 'outline' },
    ],
  },
  closing: {
    heading: 'Not sure which model fits the role?',
    text: 'Compare contract, contract-to-hire, permanent, offshore and managed options first, or send the request and we will recommend one.',
    buttons: [{ text: 'Compare Models', href: '/staffing/professional-services/', variant: 'primary' }],
  },
};
