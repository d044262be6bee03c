import type { PageMeta, ProfessionalServicesPage, ProfessionalServicesSection } from './types.ts';

export const meta: PageMeta = {
  title: 'Professional Staffing Services and Engagement Models | ONAS',
  description:
    'Compare ONAS staffing models: augmentation, contract, contract-to-hire, permanent and executive search, remote, offshore, RPO, BPO and managed IT teams.',
};

const pic = (id: ProfessionalServicesSection['id'], alt: string) => ({ src: `images/staffing/${id}.jpg`, alt });

export const sections: ProfessionalServicesSection[] = [
  {
    id: 'managed-it',
    name: 'Managed IT Staffing',
    menuLabel: 'Managed IT Services',
    summary:
      'With managed IT staffing you buy an outcome rather than individual hours. We assemble, manage and replace the team that runs a defined scope, such as application support, infrastructure operations or a service desk, and we are accountable for agreed service levels. You keep control of priorities and architecture; we handle hiring, shift rosters, leave cover, training and performance. It suits functions that must run continuously but should not consume your leaders’ time.',
    whenToUse: 'Use it when a stable, ongoing IT function must run to predictable service levels and you would rather manage results than individuals.',
    howItWorks: [
      'We document the scope, current volumes and required service levels, then propose team size, shifts and tooling.',
      'Our team shadows your current staff or provider during a planned transition before taking over.',
      'We run the function day to day, covering leave and attrition without gaps in service.',
      'Monthly reviews report against service levels and list improvements that reduce recurring work.',
    ],
    picture: pic('managed-it', 'Managed IT team monitoring systems and service tickets in an operations room'),
  },
  {
    id: 'staff-augmentation',
    name: 'Staff Augmentation',
    menuLabel: 'Staff Augmentation',
    summary:
      'Skilled professionals join your team under your direction, for as long as you need them. Augmentation is the quickest way to add capacity or a missing skill: a Salesforce developer for a release, a data engineer for a migration, an SAP consultant for a rollout. They work in your tools and processes; we handle contracts, payroll, statutory compliance and replacement if the fit is wrong. You scale up or down with agreed notice instead of hiring and releasing staff.',
    whenToUse: 'Use it when you need specific skills for a defined period and want to direct the work yourself.',
    howItWorks: [
      'You share the skills, experience level, duration and working model you need.',
      'We shortlist screened profiles, usually within a few working days for common skills, and arrange your interviews.',
      'Selected professionals join on our payroll and work under your day-to-day direction.',
      'We check in regularly with you and the consultant, and replace anyone who is not working out.',
    ],
    picture: pic('staff-augmentation', 'Augmented consultant joining a client development team at a stand-up meeting'),
  },
  {
    id: 'temporary-contract',
    name: 'Temporary and Contract Staffing',
    menuLabel: 'Temporary & Contract Staffing',
    summary:
      'Temporary and contract staffing covers short, defined needs: parental or sabbatical cover, seasonal peaks, audit season, a data clean-up before go-live or a backlog after an acquisition. Contracts run from a few weeks to several months and are extended or closed with agreed notice. We employ the professionals, pay them on time and manage statutory obligations such as PF, ESI and professional tax, so you avoid permanent headcount and the administration that comes with it.',
    whenToUse: 'Use it for work with a clear end date, or for seasonal demand that cannot justify a permanent hire.',
    howItWorks: [
      'We agree the role, start date, expected duration and notice terms.',
      'Pre-screened candidates from our active pool are shortlisted for a quick interview.',
      'Contractors join on our payroll, with attendance and timesheets approved by you.',
      'At the end of the term the contract closes cleanly, or is extended or converted to a permanent offer.',
    ],
    picture: pic('temporary-contract', 'Contract professional working through a project checklist at a client office'),
  },
  {
    id: 'permanent-executive',
    name: 'Permanent and Executive Search',
    menuLabel: 'Permanent & Executive Search',
    summary:
      'For permanent roles, especially senior ones, the cost of a wrong hire far exceeds the fee for a careful search. We map the market for the role, approach passive candidates discreetly, assess them against a scorecard agreed with you, and manage references, negotiation and notice periods, which in India often run to two or three months. For leadership and confidential searches we work on a retained basis with regular written progress reports.',
    whenToUse: 'Use it when a role is long-term, business-critical or senior and you need the best available candidate rather than the fastest.',
    howItWorks: [
      'We agree a role scorecard, compensation range and search plan with the hiring manager.',
      'We research the market, approach candidates and present a shortlist with assessment notes.',
      'We coordinate interviews, collect references and help negotiate the offer.',
      'We stay in touch through the notice period and first months in role, with a replacement commitment if the hire leaves early.',
    ],
    picture: pic('permanent-executive', 'Senior executive candidate in conversation with a search consultant'),
  },
  {
    id: 'contract-to-hire',
    name: 'Contract-to-Hire',
    menuLabel: 'Contract-to-Hire',
    summary:
      'Contract-to-hire lets you and the professional work together before either side commits to permanent employment. The person starts on our payroll for an agreed trial period, commonly three to six months, after which you can offer a permanent role on terms fixed at the outset, including any conversion fee. It reduces risk for new roles, new teams and new locations, and lets work begin weeks earlier than a permanent hire would allow.',
    whenToUse: 'Use it when you want to see a person on real work before committing, or when approval for permanent headcount will come later.',
    howItWorks: [
      'We agree the trial period, contract rate and conversion terms up front.',
      'Screened candidates interview with you knowing that conversion is the intended outcome.',
      'The professional works on our payroll while you assess performance and fit.',
      'At the end of the period you convert, extend or close the contract, with no surprises on cost.',
    ],
    picture: pic('contract-to-hire', 'Manager welcoming a contract professional into a permanent role with a handshake'),
  },
  {
    id: 'remote-virtual',
    name: 'Remote and Virtual Staffing',
    menuLabel: 'Remote & Virtual Staffing',
    summary:
      'Many roles no longer need a desk in your office. Developers, testers, analysts, designers, support agents and virtual assistants can all work productively from elsewhere with the right set-up. We recruit for remote work specifically, checking communication habits, self-management and home working conditions as well as skills. We can provide equipment, secure access and agreed time-zone overlap, and we monitor engagement so that distance never turns into silence.',
    whenToUse: 'Use it when the work can be done online and you want a wider talent pool or lower fixed costs than an office-based hire.',
    howItWorks: [
      'We define working hours, overlap with your team, tools and security requirements.',
      'Candidates are assessed for remote readiness, including a trial task completed independently.',
      'We set up devices, VPN or virtual desktop access and onboarding to your tools.',
      'Regular check-ins with you and the professional keep output and communication on track.',
    ],
    picture: pic('remote-virtual', 'Remote professional on a video call with a distributed team from a home office'),
  },
  {
    id: 'offshore-staffing',
    name: 'Offshore Staffing',
    menuLabel: 'Offshore Staffing',
    summary:
      'Offshore staffing gives overseas companies a dedicated team in India that works only for them, without setting up a legal entity. Our Hyderabad and Chennai offices provide workspace, hiring, payroll, IT and HR support, while your managers direct the daily work. You gain access to one of the world’s largest pools of technology and finance professionals at lower cost than most onshore markets, and our USA presence helps bridge time zones and business practices.',
    whenToUse: 'Use it when you need a long-term team at lower operating cost but are not ready to open your own entity in India.',
    howItWorks: [
      'We agree roles, team structure, working hours and security requirements, including any client-specific controls.',
      'We recruit each team member, with your interviewers on the final panel.',
      'The team works from our offices or securely from home, using your tools and processes.',
      'As the team matures, we can transfer it to your own entity on terms agreed at the start.',
    ],
    picture: pic('offshore-staffing', 'Offshore team in Hyderabad collaborating with overseas colleagues on a video call'),
  },
  {
    id: 'rpo-services',
    name: 'Recruitment Process Outsourcing (RPO)',
    menuLabel: 'Recruitment Process Outsourcing',
    summary:
      'Recruitment process outsourcing hands all or part of your hiring to a dedicated team that acts as an extension of your HR function. It makes sense when you are hiring at volume, opening a new location or building a capability centre. Our recruiters work under your employer brand and in your applicant tracking system, and report on the measures you care about, such as time-to-fill, source of hire, offer acceptance and early attrition.',
    whenToUse: 'Use it when you have a sustained plan to hire many roles and need consistent quality, speed and reporting.',
    howItWorks: [
      'We review your hiring plan, current process and metrics, and agree targets with you.',
      'A dedicated recruitment team is set up, working in your systems and under your brand.',
      'We run sourcing, screening, interview scheduling, offers and pre-joining engagement.',
      'Weekly dashboards and monthly reviews track progress and adjust sourcing where needed.',
    ],
    picture: pic('rpo-services', 'Recruitment team reviewing a hiring pipeline dashboard together'),
  },
  {
    id: 'bpo-services',
    name: 'Business Process Outsourcing (BPO)',
    menuLabel: 'Business Process Outsourcing',
    summary:
      'Business process outsourcing moves an entire back-office or customer-facing process to us: accounts payable, payroll processing, data entry and validation, document handling, or customer support by phone, chat and e-mail. We document the process, agree quality and turnaround measures, and run it with trained teams and supervisors. Because we also work in automation, we look for steps to simplify or automate over time, so the cost of the process falls instead of staying fixed.',
    whenToUse: 'Use it when a repeatable, rules-based process is taking your team’s time away from higher-value work.',
    howItWorks: [
      'We map the process as it runs today, including volumes, exceptions and quality checks.',
      'A transition plan moves the work in stages, running in parallel until quality is proven.',
      'Trained teams deliver against agreed turnaround and accuracy measures.',
      'Regular reviews identify steps that can be automated or removed.',
    ],
    picture: pic('bpo-services', 'Back-office team processing documents and customer requests at their workstations'),
  },
  {
    id: 'hire-recruiters',
    name: 'Hire Recruiters',
    menuLabel: 'Hire Recruiters',
    summary:
      'Sometimes the missing piece is recruiting capacity itself. We provide experienced recruiters, on contract or on a dedicated basis, who sit inside your talent acquisition team and work your open roles with your tools. They bring sourcing skills for technical, functional and leadership roles, know the Indian and US job markets, and can start quickly when a hiring surge, a new project or a gap in your own HR team leaves positions unfilled.',
    whenToUse: 'Use it when you want to keep hiring in-house but your team lacks the capacity or specialist sourcing skills for a period.',
    howItWorks: [
      'We match recruiters to your role mix, whether IT, niche technical, non-IT or leadership.',
      'They are onboarded to your applicant tracking system, employer brand and interview process.',
      'They source, screen and manage candidates, reporting to your talent acquisition lead.',
      'Capacity is increased or reduced as your hiring plan changes.',
    ],
    picture: pic('hire-recruiters', 'Recruiter sourcing candidates on a laptop while on a phone call'),
  },
  {
    id: 'technical-support',
    name: 'Technical Support Staffing',
    menuLabel: 'Technical Support',
    summary:
      'Support teams shape how customers and employees experience your technology. We staff first-, second- and third-level support for internal IT helpdesks and customer-facing product support, from desktop and network technicians to application specialists. Candidates are tested on troubleshooting, documentation and communication, not just certifications, and can work fixed, rotating or round-the-clock shifts, onsite or remote. If you prefer an outcome-based service, our managed helpdesk is available too.',
    whenToUse: 'Use it when ticket volumes are growing, support hours need to extend, or specialist skills are missing at the second or third level.',
    howItWorks: [
      'We review your ticket categories, volumes, tools and required support hours.',
      'Candidates complete practical troubleshooting and written communication assessments.',
      'Support staff are onboarded to your knowledge base, ticketing tool and escalation paths.',
      'We review resolution and satisfaction data with you and adjust staffing to demand.',
    ],
    picture: pic('technical-support', 'Technical support engineer resolving a ticket while wearing a headset'),
  },
];

export const page: ProfessionalServicesPage = {
  path: '/staffing/professional-services/',
  hero: {
    images: [sections[1]!.picture, sections[6]!.picture, sections[7]!.picture],
    heading: 'Professional Staffing Services',
    subheading: 'The right engagement model matters as much as the right candidate',
    description:
      'From a single contractor to a fully managed offshore team, we help you choose how to hire, then deliver the people and handle the compliance.',
    buttons: [
      { text: 'Submit a Vacancy', href: '/staffing/submit-a-vacancy/request-a-call-back/', variant: 'primary' },
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'Choosing how to hire',
    paragraphs: [
      'The same vacancy can be filled in very different ways. A six-month migration suits augmentation; a role you are unsure about suits contract-to-hire; a permanent leadership position deserves a proper search; a function you simply need to run well may be better handed over as a managed service. Choosing the wrong model is a common reason hires disappoint, even when the person is capable.',
      'Below we explain eleven models: what each is, when it fits and how it runs in practice. In all of them, candidates go through the same screening, and contract staff are employed by us with statutory obligations such as PF, ESI and professional tax handled correctly. If you are unsure which model fits, describe the need and we will recommend one.',
    ],
  },
  sections,
  closing: {
    heading: 'Not sure which model fits?',
    text: 'Tell us about the role, the timeline and the budget. We will recommend a model, explain the trade-offs and give you a realistic time-to-fill.',
    buttons: [
      { text: 'Submit a Vacancy', href: '/staffing/submit-a-vacancy/request-a-call-back/', variant: 'primary' },
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'outline' },
    ],
  },
};
