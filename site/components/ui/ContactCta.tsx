import { css } from '@linaria/core';
import type { LinkButton } from '@content/types.ts';
import { color, media, radius } from '@site/theme/tokens.ts';
import { ButtonLink } from './ButtonLink.tsx';
import { Container } from './Container.tsx';

const CONTACT_PATH = '/resources/contact-us/';

const band = css`
  padding-block: 3rem;
`;
const box = css`
  display: grid;
  gap: 1.25rem;
  align-items: center;
  padding: 2rem;
  border-radius: ${radius.lg};
  background: linear-gradient(120deg, ${color.navy} 0%, ${color.navy700} 60%, ${color.maroon} 140%);
  color: ${color.white};
  h2 {
    color: ${color.white};
    margin-bottom: 0.4rem;
  }
  p {
    margin: 0;
    color: ${color.navy100};
    max-width: 44rem;
  }
  ${media.md} {
    grid-template-columns: 1fr auto;
    padding: 2.5rem 3rem;
  }
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;
/** Outline button on the dark band (doubled class beats the shared variant). */
const outlineOnDark = css`
  && {
    color: ${color.white};
    border-color: ${color.white};
    background: transparent;
  }
  &&:hover {
    background: ${color.white};
    color: ${color.navy};
  }
`;

export interface ContactCtaProps {
  heading?: string;
  text?: string;
  /** Extra buttons; a Contact Us button to the contact page is added when none of them goes there. */
  buttons?: LinkButton[];
}

/** The closing call to action most pages carry: a dark band that always offers Contact Us. */
export function ContactCta({
  heading = 'Talk to us about your next step',
  text = 'Tell us what you are working on. A consultant replies within one business day.',
  buttons = [],
}: ContactCtaProps) {
  const all: LinkButton[] = buttons.some((b) => b.href === CONTACT_PATH)
    ? buttons
    : [...buttons, { text: 'Contact Us', href: CONTACT_PATH, variant: 'outline' }];
  return (
    <section className={band} aria-labelledby="contact-cta-title">
      <Container>
        <div className={box}>
          <div>
            <h2 id="contact-cta-title">{heading}</h2>
            <p>{text}</p>
          </div>
          <div className={actions}>
            {all.map((b, i) => (
              <ButtonLink key={b.href + b.text} href={b.href} variant={i === 0 ? 'light' : 'outline'} className={i === 0 ? undefined : outlineOnDark}>
                {b.text}
              </ButtonLink>
            ))}
          </div>
        </div>
      </Container>
    </section>
  );
}
