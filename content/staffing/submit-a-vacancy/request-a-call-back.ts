import type { PageMeta, VacancyPage } from '../types.ts';

export const meta: PageMeta = {
  title: 'Submit a Vacancy and Request a Call Back | ONAS Staffing',
  description:
    'Submit a vacancy to ONAS: upload the job description and a staffing specialist will call you back within one business day to agree the brief and hiring model.',
};

export const picture = {
  src: 'images/staffing/vacancy.jpg',
  alt: 'Hiring manager discussing a job description with an ONAS staffing specialist by phone',
};

export const page: VacancyPage = {
  path: '/staffing/submit-a-vacancy/request-a-call-back/',
  hero: {
    images: [picture],
    heading: 'Submit a Vacancy',
    subheading: 'Tell us about the role. We will call you back.',
    description:
      'Share your job description and a few details. A staffing specialist will get in touch to turn it into a clear brief and a realistic hiring plan.',
    buttons: [{ text: 'Contact Us', href: '/resources/contact-us/', variant: 'outline' }],
  },
  heading: 'Request a call back about your vacancy',
  intro:
    'Whether you need one contractor next week or a team of twenty over the coming quarter, the fastest route is a short conversation with someone who recruits for that kind of role every day. Fill in the form, attach the job description as a PDF, DOC or DOCX file, and tell us anything that is not in the document, such as the budget range, the start date or what made the last hire succeed or struggle.',
  picture,
  formHeading: 'Vacancy details',
  nextSteps: {
    heading: 'What happens next',
    steps: [
      {
        title: 'A specialist calls you back',
        text: 'Within one business day, a recruiter who covers your industry and role type calls to clarify must-have skills, interview stages, location and budget.',
      },
      {
        title: 'We agree the brief and the model',
        text: 'We confirm the engagement model, whether contract, contract-to-hire, permanent or managed, along with commercial terms and a realistic time-to-fill based on the current market for the skill.',
      },
      {
        title: 'You receive a screened shortlist',
        text: 'We search, interview and assess candidates, then send a short list of profiles with our notes on each, and arrange interviews at times that suit your panel.',
      },
    ],
  },
  checklist: {
    heading: 'What makes a good job description',
    items: [
      'The business problem the role will solve in its first six months',
      'Five or fewer must-have skills, separated from nice-to-haves',
      'Location, working model (onsite, hybrid or remote) and required hours',
      'Seniority, reporting line and team size',
      'Budget or salary range and the earliest start date',
      'The interview stages and who sits on the panel',
    ],
  },
  privacyNote: 'The information you share is used only to handle your vacancy and is never passed to candidates or third parties without your agreement.',
};
