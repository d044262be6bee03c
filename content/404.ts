// Copy for the not-found page (dist/404.html).
export const notFound = {
  meta: {
    title: '404 - Page Not Found | ONAS',
    description: 'The page you asked for does not exist or has moved. Find your way back to ONAS services, industries, staffing and contact details.',
  },
  heading: '404 - Page Not Found',
  text: 'The link may be old, or the address may have a typo. These pages are a good place to pick up again:',
  picture: { src: 'images/company/not-found.jpg', alt: 'Illustration of a signpost at a fork in a path of connected network nodes' },
  links: [
    { label: 'Home', href: '/', text: 'Start again from the front page.' },
    { label: 'Services', href: '/how-we-help/', text: 'ERP, AI, managed IT and marketing services.' },
    { label: 'Contact Us', href: '/resources/contact-us/', text: 'Tell us what you were looking for.' },
  ],
} as const;
