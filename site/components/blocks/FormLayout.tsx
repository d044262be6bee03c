import type { ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import { color, media } from '@site/theme/tokens.ts';
import { lead, panel } from './styles.ts';

const grid = css`
  display: grid;
  gap: 2.5rem;
  ${media.md} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: 3rem;
    align-items: start;
  }
`;
const intro = css`
  max-width: 44rem;
`;
const formPanel = css`
  margin-top: 2rem;
  border-top: 4px solid ${color.maroon};
`;
const side = css`
  display: grid;
  gap: 1.5rem;
`;

export interface FormLayoutProps {
  titleId: string;
  heading: string;
  intro: string;
  formHeading: string;
  /** The form slot (an island owned by the forms work). */
  form: ReactNode;
  /** Supporting panels beside the form. */
  aside: ReactNode;
}

/** A form page's main band: heading, intro and the form in a panel, with supporting panels beside it. */
export function FormLayout({ titleId, heading, intro: text, formHeading, form, aside }: FormLayoutProps) {
  return (
    <div className={grid}>
      <div>
        <h2 id={titleId}>{heading}</h2>
        <p className={cx(lead, intro)}>{text}</p>
        <div className={cx(panel, formPanel)}>
          <h3>{formHeading}</h3>
          {form}
        </div>
      </div>
      <div className={side}>{aside}</div>
    </div>
  );
}
