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
