import { css } from '@linaria/core';
import type { LinkButton } from '@content/types.ts';
import { CONTACT_PATH, ui } from '@content/ui/pages.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { ContactCta } from '../../ui/ContactCta.tsx';
import { Container } from '../../ui/Container.tsx';
import { color, media, radius } from '../../../theme/tokens.ts';

const band = css`
  padding-block: 3rem;
`;
const box = css`
  display: grid;
  gap: 1.5rem;
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

export interface ClosingProps {
  heading: string;
  text: string;
  buttons: LinkButton[];
}

/**
 * The closing call to action of a page. A plain "Contact Us" closing uses the shared ContactCta;
 * otherwise the band shows the content's buttons, and always includes a Contact Us button.
 */
export function ClosingBand({ heading, text, buttons }: ClosingProps) {
  const onlyContact = buttons.length === 1 && buttons[0]!.href === CONTACT_PATH && buttons[0]!.text === ui.contactUs;
  if (onlyContact) return <ContactCta heading={heading} text={text} />;
  const all: LinkButton[] = buttons.some((b) => b.href === CONTACT_PATH)
    ? buttons
    : [...buttons, { text: ui.contactUs, href: CONTACT_PATH, variant: 'outline' }];
  return (
    <section className={band} aria-labelledby="closing-title">
      <Container>
        <div className={box}>
          <div>
            <h2 id="closing-title">{heading}</h2>
            <p>{text}</p>
          </div>
          <div className={actions}>
            {all.map((b, i) =>
              i === 0 ? (
                <ButtonLink key={b.href + b.text} href={b.href} variant="light">
                  {b.text}
                </ButtonLink>
              ) : (
                <ButtonLink key={b.href + b.text} href={b.href} variant="outline" className={outlineOnDark}>
                  {b.text}
                </ButtonLink>
              ),
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
