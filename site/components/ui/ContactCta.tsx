import { css } from '@linaria/core';
import { color, media, radius } from '../../theme/tokens.ts';
import { ButtonLink } from './ButtonLink.tsx';
import { Container } from './Container.tsx';

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
  }
  ${media.md} {
    grid-template-columns: 1fr auto;
    padding: 2.5rem 3rem;
  }
`;

/** The closing call to action most pages carry: a Contact Us button to the contact page. */
export function ContactCta({
  heading = 'Talk to us about your next step',
  text = 'Tell us what you are working on. A consultant replies within one business day.',
}: {
  heading?: string;
  text?: string;
}) {
  return (
    <section className={band} aria-labelledby="contact-cta-title">
      <Container>
        <div className={box}>
          <div>
            <h2 id="contact-cta-title">{heading}</h2>
            <p>{text}</p>
          </div>
          <ButtonLink href="/resources/contact-us/" variant="light">
            Contact Us
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
