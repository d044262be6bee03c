import type { EmployeesPage, PageMeta } from './types.ts';

export const meta: PageMeta = {
  title: 'Our Employees | ONAS',
  description:
    'The ONAS team is growing. Meet the kind of consultants, engineers and recruiters we hire, and see how we help every employee build skills and a lasting career.',
};

const picture = {
  src: 'images/company/employees.jpg',
  alt: 'Group of ONAS employees smiling together in the office',
};

export const page: EmployeesPage = {
  path: '/why-onas/employees/',
  hero: {
    images: [picture],
    heading: 'Our Employees',
    subheading: 'Our team is growing',
    description: 'Every client engagement is delivered by people we hired carefully and keep investing in. Here is who they are and how they grow with us.',
    buttons: [
      { text: 'View Careers', href: '/resources/careers/', variant: 'primary' },
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'outline' },
    ],
  },
  picture,
  intro: {
    heading: 'People are the service',
    paragraphs: [
      'Clients experience ONAS through the consultant in their workshop, the engineer on their support call and the recruiter who understands their vacancy. We are adding people across Hyderabad, Chennai and the USA as our client base grows, and we are careful to hire for judgement and attitude as well as technical skill.',
      'Profiles of team members, in their own words, will appear on this page soon.',
    ],
  },
  whoWeHire: {
    heading: 'Who we hire',
    items: [
      {
        title: 'Platform consultants',
        text: 'Functional and technical specialists in SAP, Salesforce, NetSuite, ServiceNow and Workday who can translate a business process into a working configuration.',
      },
      {
        title: 'Engineers and analysts',
        text: 'Cloud, data, DevOps, security, testing and support professionals who like solving problems that matter to a real business.',
      },
      {
        title: 'Recruiters and talent partners',
        text: 'People who can hold a technical conversation with a candidate and a commercial one with a hiring manager on the same day.',
      },
      {
        title: 'Graduates and career changers',
        text: 'Curious, disciplined learners, often from our EdTech programmes, whom we train on live projects under experienced mentors.',
      },
    ],
  },
  howWeGrowPeople: {
    heading: 'How we grow our people',
    items: [
      {
        title: 'A structured start',
        text: 'A planned induction covering our methods, security practices and the client’s domain, followed by shadowing before full responsibility.',
      },
      {
        title: 'A mentor for every joiner',
        text: 'Each new employee is paired with an experienced colleague for their first months, with regular check-ins on progress.',
      },
      {
        title: 'Certifications that count',
        text: 'Learning plans tied to the platforms you work on, with exam fees and study time supported.',
      },
      {
        title: 'Room to move',
        text: 'Internal moves between consulting, delivery and talent teams are encouraged, so careers can change direction without changing employer.',
      },
    ],
  },
  closing: {
    heading: 'Grow with us',
    text: 'If you want responsibility early and a team that invests in your skills, we would like to hear from you.',
    buttons: [
      { text: 'View Careers', href: '/resources/careers/', variant: 'primary' },
      { text: 'Send Your CV', href: '/resources/contact-us/', variant: 'outline' },
    ],
  },
};
