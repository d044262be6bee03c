import type { AboutPage, AboutStatement, CoreValue, PageMeta } from './types.ts';

export const meta: PageMeta = {
  title: 'About Us: Purpose, Vision, Mission and Values | ONAS',
  description:
    'Learn why ONAS exists, where we are heading and the five values behind our work: integrity, customer success, consulting mindset, trust, equality and oneness.',
};

const statements: [AboutStatement, AboutStatement, AboutStatement] = [
  {
    id: 'purpose',
    heading: 'Our Purpose',
    text: 'We exist to make technology and talent work for the organisations that depend on them. Too many businesses buy software that is only half used, or hire people who are never given the tools to succeed. Our purpose is to close that gap: put the right systems in place, staff them with capable people, and leave every client more self-sufficient than we found them. When a client’s own team runs its platform confidently after we step back, we have done our job.',
    picture: {
      src: 'images/company/purpose.jpg',
      alt: 'ONAS consultant and client employee working side by side at a laptop',
    },
  },
  {
    id: 'vision',
    heading: 'Our Vision',
    text: 'We want to be the partner that growing and established organisations in India and the United States call first when technology and skilled people need to move together. We would rather be known for reliable delivery than for size: projects that go live when promised, placements that last, and support that answers when called. Education is part of that vision, because a workforce that keeps learning is the most durable advantage any business can have.',
    picture: {
      src: 'images/company/vision.jpg',
      alt: 'City skyline at sunrise seen through the window of an ONAS office',
    },
  },
  {
    id: 'mission',
    heading: 'Our Mission',
    text: 'Our mission is to deliver practical ERP, digital transformation, managed IT, marketing and staffing services that produce measurable business outcomes. We do it by understanding the problem before proposing a solution, by assigning people with genuine experience of the platform and the industry, and by being open about cost, progress and risk at every stage. Through our EdTech work we also help students and professionals build the skills the industry needs next.',
    picture: {
      src: 'images/company/mission.jpg',
      alt: 'Project team reviewing delivery milestones on a whiteboard',
    },
  },
];

const values: [CoreValue, CoreValue, CoreValue, CoreValue, CoreValue] = [
  {
    id: 'integrity',
    heading: 'Integrity',
    text: 'We say what we will do, and then we do it. If a requirement cannot be met on time or within budget, clients hear it from us early, together with options. We do not pad estimates, we never present a candidate with skills they lack, and we treat client data and confidential information exactly as we would want ours treated.',
    picture: { src: 'images/company/values-integrity.jpg', alt: 'Two colleagues shaking hands after agreeing a project plan' },
  },
  {
    id: 'customer-success',
    heading: 'Customer Success',
    text: 'We judge our work by what changes for the client, not by hours logged or tickets closed. That means agreeing success criteria at the start, checking them after go-live and staying involved until adoption takes hold. A placement counts as successful when the professional is still performing well months later, not when the invoice goes out.',
    picture: {
      src: 'images/company/values-customer-success.jpg',
      alt: 'Client and ONAS team celebrating a successful system go-live',
    },
  },
  {
    id: 'consulting-mindset',
    heading: 'Consulting Mindset',
    text: 'Everyone at ONAS, whether recruiter, engineer or support analyst, is expected to think like a consultant: ask why before how, understand the business process behind a request and suggest a better route when one exists. Clients hire us for judgement as much as for effort, and we encourage our teams to offer it respectfully and with evidence.',
    picture: {
      src: 'images/company/values-consulting-mindset.jpg',
      alt: 'Consultant sketching a business process on a whiteboard for a client',
    },
  },
  {
    id: 'trust',
    heading: 'Trust',
    text: 'Trust is earned through small, consistent acts: status reports that match reality, access credentials returned when a project ends, invoices that match the contract and candidates told honestly where they stand. We build long relationships with clients, employees and consultants by behaving the same way whether or not anyone is checking.',
    picture: { src: 'images/company/values-trust.jpg', alt: 'Team members listening closely during a one-to-one conversation' },
  },
  {
    id: 'equality-and-oneness',
    heading: 'Equality and Oneness',
    text: 'Talent is spread evenly; opportunity is not. We hire and promote on skills and conduct, regardless of gender, background, religion, age or where someone studied, and we work to make every office welcoming. Across Hyderabad, Chennai and the USA we operate as one team, sharing knowledge and credit, so clients experience one consistent ONAS.',
    picture: {
      src: 'images/company/values-equality-oneness.jpg',
      alt: 'Diverse group of ONAS colleagues standing together in the office',
    },
  },
];

export const page: AboutPage = {
  path: '/why-onas/about-us/',
  hero: {
    images: [statements[0].picture],
    heading: 'About Us',
    subheading: 'Technology, talent and learning under one roof',
    description:
      'ONAS brings together consulting, managed services, staffing and education so that organisations can adopt new technology and keep the people to run it.',
    buttons: [{ text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' }],
  },
  intro: {
    heading: 'Who we are',
    paragraphs: [
      'ONAS is an IT consulting, staffing and EdTech services company headquartered in Hyderabad, Telangana, with offices in Chennai and the United States. We help organisations implement and run enterprise platforms, modernise their IT, grow through digital marketing and build teams with the skills they need.',
      'What ties it together is a simple conviction: technology only pays off when capable people own it. Our purpose, vision, mission and values describe how we act on that conviction.',
    ],
  },
  statements,
  values: {
    heading: 'Our Core Values',
    intro: 'Five values shape how we make decisions, from how we estimate a project to how we treat a candidate we cannot place.',
    items: values,
  },
  closing: {
    heading: 'Work with a partner who shares your standards',
    text: 'If these values sound like the way you want your projects and teams to run, let’s talk about what you are planning.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      { text: 'Our Company', href: '/why-onas/company/', variant: 'outline' },
    ],
  },
};
