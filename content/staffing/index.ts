import { sections as itSections } from './it-consulting.ts';
import { sections as psSections } from './professional-services.ts';
import type { PageMeta, StaffingHub } from './types.ts';
import { picture as vacancyPicture } from './submit-a-vacancy/request-a-call-back.ts';

export const meta: PageMeta = {
  title: 'Staffing Services | ONAS',
  description:
    'ONAS staffing: screened IT and functional consultants, contract, contract-to-hire, permanent, offshore and RPO hiring, with compliance and replacement built in.',
};

const itPicture = itSections[0]!.picture;
const psPicture = psSections.find((s) => s.id === 'staff-augmentation')!.picture;

export const page: StaffingHub = {
  path: '/staffing/',
  hero: {
    images: [psPicture, itPicture],
    heading: 'Staffing',
    subheading: 'Skilled people, the right engagement model, no compliance headaches',
    description: 'We find, screen and employ the professionals your projects and operations need, from a single specialist to an entire offshore team.',
    buttons: [
      { text: 'Submit a Vacancy', href: '/staffing/submit-a-vacancy/request-a-call-back/', variant: 'primary' },
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'Hiring that understands the work',
    paragraphs: [
      'Because ONAS also implements and runs enterprise systems, our recruiters sit alongside consultants who do the jobs we hire for. That shapes how we screen: technical interviews are set by practitioners, and we can tell the difference between someone who has configured a module and someone who has only read about it.',
      'We place technology and functional professionals across India and for clients in the USA, on contract, contract-to-hire, permanent and managed terms. Start with the kind of role you need, or the model you want to use, or simply send us the vacancy.',
    ],
  },
  cards: [
    {
      title: 'IT Consulting',
      text: 'Consultants and specialists for banking, finance, HR, legal, pharma and healthcare, sales and retail, screened on domain knowledge as well as tools.',
      image: itPicture,
      cta: 'Explore IT consulting',
      link: '/staffing/it-consulting/',
    },
    {
      title: 'Professional Services',
      text: 'Eleven engagement models, from staff augmentation and contract-to-hire to offshore teams, RPO and BPO, with guidance on when each fits.',
      image: psPicture,
      cta: 'Compare models',
      link: '/staffing/professional-services/',
    },
    {
      title: 'Submit a Vacancy',
      text: 'Upload your job description and a staffing specialist will call you back to agree the brief and a realistic timeline.',
      image: vacancyPicture,
      cta: 'Request a call back',
      link: '/staffing/submit-a-vacancy/request-a-call-back/',
    },
  ],
  screening: {
    heading: 'How we screen every candidate',
    intro: 'Whatever the engagement model, a profile reaches you only after it has passed the same five checks.',
    steps: [
      {
        title: 'Brief and scorecard',
        text: 'We turn your job description into a short scorecard of must-have skills, experience and behaviours, so every candidate is judged on the same criteria.',
      },
      {
        title: 'Recruiter interview',
        text: 'We confirm experience, motivation, notice period, salary expectations and availability, and screen out profiles that only match on keywords.',
      },
      {
        title: 'Technical assessment',
        text: 'A practitioner-led interview or practical task tests hands-on ability in the specific platform, tools or domain the role requires.',
      },
      {
        title: 'Verification',
        text: 'We check identity, education and employment history, professional credentials where relevant, and at least two references.',
      },
      {
        title: 'Shortlist with notes',
        text: 'You receive a small number of profiles with our assessment of strengths and gaps for each, rather than a pile of CVs to sort.',
      },
    ],
  },
  assurances: {
    heading: 'What you can rely on',
    items: [
      {
        title: 'Statutory compliance',
        text: 'Contract staff are employed by us, with PF, ESI, professional tax, minimum wage and other labour-law obligations handled correctly, and records available for your audits.',
      },
      {
        title: 'Replacement commitment',
        text: 'If a placement does not work out within the agreed period, we find a replacement at no additional fee. The period and terms are written into the contract before work starts.',
      },
      {
        title: 'Confidentiality and security',
        text: 'Candidates and contractors sign confidentiality agreements, follow your security policies and return all access and equipment when an assignment ends.',
      },
      {
        title: 'Transparent pricing',
        text: 'Rates, fees and conversion terms are agreed up front. No hidden mark-ups or charges for extending a contract.',
      },
    ],
  },
  closing: {
    heading: 'Have a vacancy today?',
    text: 'Send us the job description. We will call back within one business day to agree the brief, the model and a realistic time-to-fill.',
    buttons: [
      { text: 'Submit a Vacancy', href: '/staffing/submit-a-vacancy/request-a-call-back/', variant: 'primary' },
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'outline' },
    ],
  },
};
