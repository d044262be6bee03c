import type { ContentCard, Hero, LinkButton, Picture } from '../types.ts';
export type { PageMeta, Intro, Closing, Step } from '../types.ts';
import type { PageMeta, Intro, Closing, Step } from '../types.ts';

/** /resources/ */
export interface ResourcesHub {
  path: '/resources/';
  hero: Hero;
  intro: Intro;
  /** One card per resource page; link is the child path (ends with a slash). No images. */
  sections: { heading: string; cards: ContentCard[] };
  closing: Closing;
}

/** A playable video. */
export interface Video {
  title: string;
  description: string;
  /**
   * A file under assets/ (e.g. 'media/resources/intro.mp4'), played directly,
   * or a YouTube / video-site URL, converted to an embed by the page component.
   */
  video: string;
  /** Poster image under assets/, shown before playback of a local file. */
  poster?: string;
}

/** /resources/media/ */
export interface MediaPage {
  path: '/resources/media/';
  hero: Hero;
  intro: Intro;
  video: Video;
  closing: Closing;
}

/** A short perspective piece. */
export interface IdeaPiece {
  id: string;
  title: string;
  /** Topic label shown above the title. */
  topic: string;
  /** 60-100 words. */
  text: string;
  /** Optional link to a related service page (ends with a slash). */
  related?: { text: string; href: string };
}

/** /resources/ideas/ */
export interface IdeasPage {
  path: '/resources/ideas/';
  hero: Hero;
  intro: Intro;
  ideas: IdeaPiece[];
  closing: Closing;
}

/** /resources/awards/ (teaser placeholder) */
export interface AwardsPage {
  path: '/resources/awards/';
  hero: Hero;
  teaser: { heading: string; text: string };
  closing: Closing;
}

/** An upcoming blog topic. */
/** The blog: its list, post and tag pages (the posts themselves are Markdown in content/blog/). */
export interface BlogContent {
  path: '/resources/blogs/';
  meta: PageMeta;
  hero: Hero;
  /** Heading of the list of posts. */
  listHeading: string;
  /** Shown when there are no posts yet. */
  empty: string;
  tagsHeading: string;
  /** /resources/blogs/tags/: every tag with its number of posts. */
  tagsIndex: { meta: PageMeta; heading: string; intro: string; listHeading: string };
  closing: Closing;
  ui: {
    /** "Page {n} of {count}" */
    pageOf: string;
    pagesLabel: string;
    previous: string;
    next: string;
    by: string;
    published: string;
    updated: string;
    /** "{n} min read" */
    minutesRead: string;
    tagsLabel: string;
    related: string;
    allPosts: string;
    readPost: string;
    feed: string;
    newTab: string;
    /** Tag page heading: "Posts about {tag}" */
    tagHeading: string;
    tagIntro: string;
    /** Tag page <title> and description: {tag} and {count}. */
    tagTitle: string;
    tagDescription: string;
    /** Link to /resources/blogs/tags/. */
    allTopics: string;
    /** A tag's number of posts: "1 post", "{n} posts". */
    onePost: string;
    manyPosts: string;
    /** Title and description of list page n (n ≥ 2). */
    /** A tag's list pages after the first ({tag}, {n}). */
    tagPageTitle: string;
    tagPageDescription: string;
    pageTitle: string;
    pageDescription: string;
    /** Resources hub: the newest posts. */
    latestHeading: string;
  };
}

/** A job opening (none at present). */
interface JobOpening {
  id: string;
  title: string;
  location: string;
  type: 'Full-time' | 'Contract' | 'Internship';
  summary: string;
}

/** /resources/careers/ */
export interface CareersPage {
  path: '/resources/careers/';
  hero: Hero;
  /** Empty list means the "no openings" message is shown. */
  openings: JobOpening[];
  noOpenings: { heading: string; text: string; buttons: LinkButton[] };
  /** Areas we usually hire in, to help people decide whether to send a CV. */
  hiringAreas: { heading: string; items: string[] };
}

/** An anonymised case study. */
export interface CaseStudy {
  id: string;
  title: string;
  /** Generic client description, e.g. "A mid-sized Indian NBFC". */
  client: string;
  industry: string;
  /** Services used, as short labels. */
  services: string[];
  challenge: string;
  approach: string;
  result: string;
  /** Two or three short measurable outcomes. */
  highlights: string[];
  picture: Picture;
}

/** /resources/case-studies/ */
export interface CaseStudiesPage {
  path: '/resources/case-studies/';
  hero: Hero;
  intro: Intro;
  caseStudies: CaseStudy[];
  closing: Closing;
}

/** A link to a review platform. */
export interface ReviewLink {
  platform: string;
  text: string;
  /** The home page ('/') for now: the testimonial profiles are not published yet. */
  href: string;
  buttonText: string;
}

/** /resources/newsroom/ */
export interface NewsroomPage {
  path: '/resources/newsroom/';
  hero: Hero;
  intro: Intro;
  reviews: { heading: string; links: ReviewLink[] };
  press: { heading: string; text: string; buttons: LinkButton[] };
}

/**
 * /resources/contact-us/ copy. E-mail, phones, head office and offices come from content/company.ts;
 * the form strings and options from the forms content module.
 */
export interface ContactPage {
  path: '/resources/contact-us/';
  hero: Hero;
  heading: string;
  intro: string;
  formHeading: string;
  /** What happens after you submit: three steps. */
  nextSteps: { heading: string; steps: Step[] };
  responseTime: string;
  /** Headings for the company-details block and the offices/maps block. */
  detailsHeading: string;
  officesHeading: string;
  officesIntro: string;
}

export type { ContentCard, Hero, LinkButton, Picture };
