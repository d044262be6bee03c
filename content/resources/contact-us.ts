import type { ContactPage, PageMeta } from './types.ts';

export const meta: PageMeta = {
  title: 'Contact Us | ONAS',
  description:
    'Contact ONAS about ERP, digital transformation, managed IT, marketing or staffing. Reach our Hyderabad, Chennai or USA teams; we reply within one business day.',
};

export const page: ContactPage = {
  path: '/resources/contact-us/',
  hero: {
    images: [],
    heading: 'Contact Us',
    subheading: 'Tell us what you need. We will take it from there.',
    description: 'Projects, support, hiring or training: one message reaches a team that can answer it.',
    buttons: [{ text: 'Submit a Vacancy', href: '/staffing/submit-a-vacancy/request-a-call-back/', variant: 'outline' }],
  },
  heading: 'Let’s talk about your goals',
  intro:
    'Whether you are planning an ERP implementation, need support for systems already in place, want to grow your pipeline through digital marketing or are looking to hire, fill in the form and tell us a little about your situation. The more context you share, such as timelines, platforms or the roles you need, the more useful our first conversation will be.',
  formHeading: 'Send us a message',
  nextSteps: {
    heading: 'What happens after you submit',
    steps: [
      {
        title: 'We read and route your request',
        text: 'Your message goes to the lead for the service you selected, whether consulting, staffing, training or software development, not to a generic inbox.',
      },
      {
        title: 'A specialist contacts you',
        text: 'They will reply by e-mail or phone to understand your goals, constraints and timing, and suggest a convenient time to talk if needed.',
      },
      {
        title: 'You receive a clear next step',
        text: 'Depending on the need, that may be a short proposal, shortlisted candidate profiles, a discovery workshop or a straight answer to your question.',
      },
    ],
  },
  responseTime: 'We reply to every enquiry within one business day. Requests received on a weekend or public holiday are answered on the next working day.',
  detailsHeading: 'Reach us directly',
  officesHeading: 'Our offices',
  officesIntro:
    'Our head office is in Hyderabad, Telangana, with teams in Chennai and the USA. Visits are by appointment, so please get in touch before you come.',
};
