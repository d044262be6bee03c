import { css } from '@linaria/core';
import { Image } from '@runtime';
import type { ImageTextRow } from '@content/how-we-help/types.ts';
import { color, media, radius, shadow } from '@site/theme/tokens.ts';

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 3rem;
  ${media.md} {
    gap: 5rem;
  }
`;
const row = css`
  display: grid;
  gap: 1.5rem;
  align-items: center;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 4rem;
    &:nth-child(even) > :first-child {
      order: 2;
    }
  }
`;
const figure = css`
  margin: 0;
  border-radius: ${radius.lg};
  overflow: hidden;
  box-shadow: ${shadow.card};
  aspect-ratio: 3 / 2;
  background: ${color.gray100};
  picture,
  img {
    width: 100%;
    height: 100%;
  }
  img {
    object-fit: cover;
  }
`;
const body = css`
  h3 {
    font-size: clamp(1.3rem, 1.15rem + 0.6vw, 1.65rem);
    margin: 0.4rem 0 0.75rem;
  }
  p {
    margin: 0;
    color: ${color.gray700};
    font-size: 1.05rem;
  }
`;
const number = css`
  font-size: 0.85rem;
  font-weight: 750;
  letter-spacing: 0.1em;
  color: ${color.maroon};
`;

/** GRC's alternating rows: picture and text side by side, the picture switching sides each row. */
export function GrcRows({ rows }: { rows: ImageTextRow[] }) {
  return (
    <ol className={list}>
      {rows.map((r, i) => (
        <li key={r.title} className={row} data-row="">
          <div className={figure}>
            <Image src={r.image.src} alt={r.image.alt} sizes="(min-width: 1200px) 560px, (min-width: 900px) 46vw, 100vw" widths={[480, 800, 1200]} />
          </div>
          <div className={body}>
            <span className={number} aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3>{r.title}</h3>
            <p>{r.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
