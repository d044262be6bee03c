import type { Closing } from '@content/types.ts';
import { ContactCta } from '../ui/ContactCta.tsx';

export type ClosingProps = Closing;

/** The closing call to action of a page: the content's heading, text and buttons, plus Contact Us. */
export function ClosingBand({ heading, text, buttons }: ClosingProps) {
  return <ContactCta heading={heading} text={text} buttons={buttons} />;
}
