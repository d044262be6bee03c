import { css } from '@linaria/core';
import type { CoreValue } from '@content/why-onas/types.ts';
import { Image } from '@runtime';
import { cardClass } from '@site/components/ui/Card.tsx';
import { balanced, balancedStyle } from '@site/components/blocks/styles.ts';
import { color } from '@site/theme/tokens.ts';

const card = css`
  padding: 0;
  overflow: hidden;
  img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
`;
const body = css`
  padding: 1.5rem;
  p {
    color: ${color.gray700};
    margin: 0;
  }
`;

/** The five core values: each an anchored card with a picture. */
export function ValueCards({ values }: { values: readonly CoreValue[] }) {
  return (
    <ul className={balanced} style={balancedStyle(values.length, 3)}>
      {values.map((v) => (
        <li key={v.id} id={v.id} className={`${cardClass} ${card}`}>
          <Image src={v.picture.src} alt={v.picture.alt} sizes="(min-width: 1200px) 380px, (min-width: 600px) 45vw, 100vw" widths={[480, 800]} />
          <div className={body}>
            <h3>{v.heading}</h3>
            <p>{v.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
