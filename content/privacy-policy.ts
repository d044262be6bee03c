/**
 * Privacy policy for this website (/privacy-policy/). Retention periods below are stated as ONAS
 * policy; keep them in line with what the server actually does (api/ and its clean-up jobs).
 */
import { company } from './company.ts';

interface PolicySection {
  /** Anchor id, unique on the page. */
  id: string;
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface PrivacyPolicy {
  meta: { title: string; description: string };
  heading: string;
  /** ISO date shown as "Last updated". */
  lastUpdated: string;
  intro: string;
  sections: PolicySection[];
}

const { email, headOffice } = company;

const lastUpdated = '2026-11-24';

const meta = {
  title: 'Privacy Policy | ONAS',
  description:
    'How ONAS collects, uses, stores and deletes the personal data you send through this website, how long we keep it, and how to exercise your rights.',
};

const sections: PolicySection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    paragraphs: [
      `This website is run by ${company.name}, an IT consulting, staffing and EdTech services company with its head office in ${headOffice.city}, ${headOffice.region}, ${headOffice.country}, and further offices in Chennai and the USA. ${company.name} decides why and how the personal data described here is used, so we are responsible for it (the "data fiduciary" under Indian law and the "controller" under the GDPR).`,
      'This policy covers only this website and the three forms on it. When we work for a client, the contract with that client sets out how project data is handled.',
    ],
  },
  {
    id: 'what-we-collect',
    heading: 'What we collect',
    paragraphs: [
      'You can read every page of this site without telling us who you are. We only receive personal data when you send one of our three forms, and we only receive what you type or upload:',
    ],
    bullets: [
      'Newsletter and guide form: your e-mail address.',
      'Contact form: first name, last name, e-mail address, company, the service you are interested in, and your message.',
      'Vacancy form: first name, last name, business e-mail address, phone number, company, designation, industry, the service you need, any notes you add, how you heard about us, whether you accepted the terms, and the file you upload (a job description or CV in PDF, DOC or DOCX format).',
      "With every form submission, some technical data: a salted hash of your IP address (a one-way code from which the address itself cannot be read back), the date and time of submission, and your browser's user agent string (the browser and operating system it reports).",
    ],
  },
  {
    id: 'why-we-use-it',
    heading: 'Why we use it',
    paragraphs: ['We use the data only for the purpose you sent it for, and to keep the forms working safely:'],
    bullets: [
      'To answer your enquiry, prepare a proposal or arrange the call you asked for.',
      'To handle a vacancy you submit: understand the role, contact you about it and find suitable candidates.',
      'To send you occasional updates from us after you sign up, which you can stop at any time. The ONAS AI Solutions Guide is a download on the page: we do not e-mail it to the address you enter.',
      'To prevent abuse: the hashed IP address, time and user agent let us spot spam, repeated automated submissions and attempts to upload harmful files.',
    ],
  },
  {
    id: 'legal-basis',
    heading: 'Legal basis and consent',
    paragraphs: [
      "Under India's Digital Personal Data Protection Act, 2023, we process your data on the basis of the consent you give when you send a form, for the specific purpose that form serves. The vacancy form asks you to accept our terms before it can be sent.",
      'For visitors in the European Union, the GDPR applies. Our legal bases are your consent (newsletter and guide), steps you ask us to take before a possible contract (contact and vacancy forms), and our legitimate interest in keeping the forms free of abuse (technical data).',
      `You can withdraw consent at any time by writing to ${email} or by using the unsubscribe link in any e-mail we send. Withdrawal stops future use; it does not make earlier use unlawful.`,
    ],
  },
  {
    id: 'where-it-is-kept',
    heading: 'Where your data is kept',
    paragraphs: [
      'Form data travels to us over an encrypted (HTTPS) connection and is stored on our own server, not in a third-party marketing or form service. Form entries are kept in a database; uploaded files are kept in a private folder that cannot be reached from the web and can only be opened by authorised staff.',
      'Access to the server is limited to named administrators, and the files and database are included in protected backups. Because our teams work from India and the USA, your data may be viewed from either country.',
    ],
  },
  {
    id: 'how-long',
    heading: 'How long we keep it',
    paragraphs: [
      'Our policy is to keep personal data no longer than its purpose needs, then delete it. A clean-up job on our server runs every day and deletes what has reached the end of its period:',
    ],
    bullets: [
      'Contact requests: 24 months from the date you send them.',
      'Vacancy submissions: 24 months for the form details; 6 months for the uploaded file (job description or CV).',
      'Newsletter sign-ups: until you unsubscribe or ask us to delete your address.',
      "Our server's own copy of each notification e-mail it sends to our teams: 30 days after sending.",
      'Server logs (errors and e-mail delivery records): 90 days.',
      'Technical data (hashed IP address, time, user agent): deleted together with the submission it belongs to.',
    ],
  },
  {
    id: 'who-sees-it',
    heading: 'Who sees your data',
    paragraphs: [
      'Only the ONAS staff who need it: our sales team for contact requests and newsletter sign-ups, our recruitment team for vacancy submissions, and the administrators who look after the server.',
      'We do not sell or rent personal data, and we do not share it with advertisers. When we present a vacancy to candidates, we describe the role and do not pass on your contact details unless you agree. We disclose data to authorities only where the law requires it.',
    ],
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    paragraphs: [
      'Under the Digital Personal Data Protection Act, 2023, you have the right to a summary of the personal data we hold about you and how we use it, to have it corrected, completed or updated, to have it erased, to withdraw consent, to have a grievance addressed, and to nominate a person to exercise these rights on your behalf. If you are not satisfied with our response, you may complain to the Data Protection Board of India.',
      'If you are in the European Union, the GDPR also gives you the rights of access, rectification, erasure, restriction, objection and data portability, and the right to lodge a complaint with your local data protection authority.',
      'To use any of these rights, e-mail us from the address you used on the form, or tell us how we can confirm it is you. We reply within 30 days.',
      'When you ask us to delete your data, we erase everything the website stored under your e-mail address: your submissions of all three forms, any file you uploaded, the notification e-mails about them and the server log entries that name you.',
    ],
  },
  {
    id: 'contact',
    heading: 'How to contact us',
    paragraphs: [
      `For any question, request or complaint about your personal data, write to ${email} with "Privacy" in the subject line. Postal address: ${company.name}, ${headOffice.address}.`,
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies and third-party content',
    paragraphs: [
      'This site sets no cookies.',
      "The maps on our contact page and the videos on our media page come from third parties (Google Maps and YouTube). They do not load when you open the page; you see a placeholder instead. Only if you choose to load a map or video does your browser connect to that provider, which then receives your IP address and may set its own cookies under its own privacy policy. You can also open the map or video on the provider's site instead.",
    ],
  },
  {
    id: 'children',
    heading: 'Children',
    paragraphs: [
      'This site is meant for businesses and job seekers aged 18 and over. We do not knowingly collect data from children; if you believe a child has sent us personal data, contact us and we will delete it.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    paragraphs: [
      'When we change how we handle personal data, we update this page and the "Last updated" date at the top. If a change affects data we already hold in a significant way, we will e-mail the people concerned before it takes effect.',
    ],
  },
];

export const privacyPolicy: PrivacyPolicy = {
  meta,
  heading: 'Privacy Policy',
  lastUpdated,
  intro:
    'This policy explains what personal data this website collects, why, where it is stored, how long we keep it and what rights you have. We have kept it short and specific to what the site actually does.',
  sections,
};
