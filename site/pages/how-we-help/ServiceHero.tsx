import { css } from '@linaria/core';
import { Image } from '@runtime';
import type { Hero } from '@content/types.ts';
import { heroRotationMs } from '@content/how-we-help/ui.ts';
import { ButtonLink } from '@site/components/ui/ButtonLink.tsx';
import { Container } from '@site/components/ui/Container.tsx';
import { alpha, color, media, radius } from '@site/theme/tokens.ts';
import { twoColumns } from '@site/theme/mixins.ts';
import { Breadcrumb, type Crumb } from './Breadcrumb.tsx';
import { HeroMedia } from './HeroMedia.tsx';

const hero = css`
  position: relative;
  overflow: hidden;
  isolation: isolate;
  padding-block: 2rem 3.5rem;
  background:
    radial-gradient(circle at 88% 12%, ${alpha('maroon', 0.1)}, transparent 42%),
    radial-gradient(circle at 8% 100%, ${alpha('navy500', 0.14)}, transparent 48%),
    linear-gradient(160deg, ${color.gray50} 0%, ${color.navy100} 100%);
  border-bottom: 1px solid ${color.gray100};
  ${media.md} {
    padding-block: 3rem 5rem;
  }
  ${media.xl} {
    padding-block: 4rem 6rem;
  }
`;
const backdrop = css`
  position: absolute;
  inset: 0;
  z-index: -1;
  opacity: 0.12;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
const grid = css`
  ${twoColumns('minmax(0, 1.05fr) minmax(0, 1fr)', '2.75rem', '3.5rem')}
  ${media.lg} {
    gap: 4.5rem;
  }
`;
const text = css`
  max-width: 40rem;
  h1 {
    margin-bottom: 0.9rem;
  }
`;
const subheading = css`
  display: flex;
  gap: 0.75rem;
  align-items: baseline;
  font-size: clamp(1.05rem, 1rem + 0.35vw, 1.25rem);
  font-weight: 600;
  line-height: 1.45;
  color: ${color.navy500};
  margin-bottom: 1rem;
  &::before {
    content: '';
    display: none;
    flex: none;
    width: 2rem;
    height: 3px;
    border-radius: ${radius.pill};
    background: ${color.maroon};
    transform: translateY(-0.3em);
    ${media.sm} {
      display: block;
    }
  }
`;
const description = css`
  font-size: 1.08rem;
  color: ${color.gray700};
  margin-bottom: 0;
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.75rem;
`;

/** The service page's opening band: breadcrumb, h1, subheading, description, buttons and illustration(s). */
export function ServiceHero({ hero: data, crumbs }: { hero: Hero; crumbs: Crumb[] }) {
  const rotating = data.images.length > 1;
  return (
    <div className={hero} data-service-hero="" {...(rotating ? { 'data-enhance': 'hero-rotator', 'data-interval': String(heroRotationMs) } : {})}>
      {data.backgroundImages?.length ? (
        <div className={backdrop} aria-hidden="true">
          {data.backgroundImages.map((b) => (
            <Image key={b.src} src={b.src} alt="" sizes="100vw" />
          ))}
        </div>
      ) : null}
      <Container className={grid}>
        <div className={text}>
          <Breadcrumb items={crumbs} />
          <h1>{data.heading}</h1>
          <p className={subheading}>{data.subheading}</p>
          <p className={description}>{data.description}</p>
          <div className={actions}>
            {data.buttons.map((b) => (
              <ButtonLink key={b.href + b.text} href={b.href} variant={b.variant}>
                {b.text}
              </ButtonLink>
            ))}
          </div>
        </div>
        <HeroMedia images={data.images} />
      </Container>
    </div>
  );
}
