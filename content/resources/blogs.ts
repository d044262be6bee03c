import type { BlogContent } from './types.ts';

/** The blog's pages; the posts are Markdown files in content/blog/ (see the README, "How to publish a post"). */
export const blog: BlogContent = {
  path: '/resources/blogs/',
  meta: {
    title: 'Blog | ONAS',
    description:
      'The ONAS blog: practical articles on SAP S/4HANA, ServiceNow, generative AI governance and IT staffing from our consultants, engineers and recruiters.',
  },
  hero: {
    images: [],
    heading: 'Blog',
    subheading: 'Practical articles from the people who do the work',
    description:
      'Step-by-step guidance, checklists and honest trade-offs on the questions clients ask us most, written by our consultants, engineers and recruiters.',
    buttons: [{ text: 'Read Our Ideas', href: '/resources/ideas/', variant: 'outline' }],
  },
  listHeading: 'Latest posts',
  empty: 'The first posts are on their way. Until then, our ideas pages collect short perspectives from our teams.',
  tagsHeading: 'Browse by topic',
  tagsIndex: {
    meta: {
      title: 'Blog Topics | ONAS',
      description: 'Every topic on the ONAS blog, from SAP and ServiceNow to generative AI and IT staffing, with the number of articles written on each one.',
    },
    heading: 'Blog topics',
    intro: 'Choose a topic to read every post we have written on it, newest first. Each one shows how many posts it has so far.',
    listHeading: 'All topics',
  },
  closing: {
    heading: 'Have a question you want answered?',
    text: 'Suggest a topic. If it is useful to you, it is probably useful to other readers too.',
    buttons: [{ text: 'Suggest a Topic', href: '/resources/contact-us/', variant: 'primary' }],
  },
  ui: {
    pageOf: 'Page {n} of {count}',
    pagesLabel: 'Blog pages',
    previous: 'Newer posts',
    next: 'Older posts',
    by: 'By',
    published: 'Published',
    updated: 'Updated',
    minutesRead: '{n} min read',
    tagsLabel: 'Topics',
    related: 'Related posts',
    allPosts: 'All posts',
    readPost: 'Read the post',
    feed: 'RSS feed',
    newTab: ' (opens in a new tab)',
    tagHeading: 'Posts about {tag}',
    tagIntro: 'Every post on the ONAS blog about {tag}, newest first.',
    tagTitle: '{tag} articles | ONAS Blog',
    tagDescription: 'Articles on {tag} from the ONAS blog: practical guidance from our consultants, engineers and recruiters, newest first ({count}).',
    allTopics: 'All topics',
    onePost: '1 post',
    manyPosts: '{n} posts',
    tagPageTitle: '{tag} articles, page {n} | ONAS Blog',
    tagPageDescription:
      'Page {n} of the ONAS blog articles on {tag}: practical guidance from our consultants, engineers and recruiters, continued from the newest.',
    pageTitle: 'Blog, page {n} | ONAS',
    pageDescription: 'Page {n} of the ONAS blog: practical articles on ERP, ServiceNow, AI governance and IT staffing, continued from the newest posts.',
    latestHeading: 'Latest from the blog',
  },
};
