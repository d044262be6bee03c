export interface LogoMarquee {
  heading: string;
  /** Vendor names in display order. */
  vendors: string[];
  /** Scroll speed in pixels per second. */
  speed: number;
  pauseOnHover: boolean;
}

export const marquee: LogoMarquee = {
  heading: 'Trusted by industry leaders worldwide',
  vendors: ['SAP', 'Oracle', 'Salesforce', 'Netsuite', 'Servicenow', 'Workday'],
  speed: 40,
  pauseOnHover: true,
};
