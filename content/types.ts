// Shared shapes for content modules. Images are paths under assets/ (e.g. "images/services/sap.jpg");
// the site's <Image> component turns them into responsive variants.

export interface Picture {
  src: string;
  /** Meaningful description, or "" if decorative. */
  alt: string;
}

export interface LinkButton {
  text: string;
  /** Internal paths end with a slash (/resources/contact-us/); http(s) links open in a new tab. */
  href: string;
  variant: 'primary' | 'secondary' | 'outline';
}

/** Spec entity "Hero". */
export interface Hero {
  images: Picture[];
  heading: string;
  subheading: string;
  description: string;
  buttons: LinkButton[];
  backgroundImages?: Picture[];
}

/** Spec entity "Content card". */
export interface ContentCard {
  title: string;
  text: string;
  image?: Picture;
  tag?: string;
  /** Call-to-action label. */
  cta?: string;
  /** Call-to-action target. */
  link?: string;
}

/**
 * <title> and meta description of one page. Both are unique across the site; the description is
 * 120-160 characters (the build fails outside 50-160).
 */
export interface PageMeta {
  title: string;
  description: string;
  /** The last real change of the copy (YYYY-MM-DD), for sitemap.xml; otherwise git dates the page. */
  updated?: string;
  /** A picture for link previews instead of the generated share card (cropped to 1200×630). */
  image?: Picture;
  /** The area named on the share card when the URL's area does not fit (content/seo.ts). */
  section?: string;
}

/** A heading plus body paragraphs. */
export interface Intro {
  heading: string;
  paragraphs: string[];
}

/** Closing call to action at the foot of a page. */
export interface Closing {
  heading: string;
  text: string;
  buttons: LinkButton[];
}

/** One numbered step. */
export interface Step {
  title: string;
  text: string;
}
