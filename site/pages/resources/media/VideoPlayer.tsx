import { css } from '@linaria/core';
import type { Video } from '@content/resources/types.ts';
import { ui } from '@content/ui/pages.ts';
import { asset } from '@runtime';
import { toVideoSource } from '@site/lib/embed-url.ts';
import { ButtonLink } from '@site/components/ui/ButtonLink.tsx';
import { Icon } from '@site/components/ui/Icon.tsx';
import { color, motion, radius, shadow } from '@site/theme/tokens.ts';

const frame = css`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${radius.lg};
  background: ${color.navy};
  box-shadow: ${shadow.raised};
  video,
  iframe,
  button {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
  video {
    object-fit: cover;
    background: ${color.navy};
  }
`;
const facade = css`
  display: grid;
  place-items: center;
  padding: 0;
  cursor: pointer;
  background: radial-gradient(circle at 30% 30%, ${color.navy500}, ${color.navy} 70%);
  color: ${color.white};
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:focus-visible {
    outline-offset: -6px;
  }
`;
const play = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.9rem 1.5rem 0.9rem 1.1rem;
  border-radius: ${radius.pill};
  background: ${color.maroon};
  color: ${color.white};
  font-weight: 700;
  font-size: 1.05rem;
  box-shadow: ${shadow.raised};
  transition: transform ${motion.fast} ${motion.easing};
  button:hover > & {
    transform: scale(1.05);
  }
`;
const after = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
`;

const TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', ogv: 'video/ogg', mov: 'video/quicktime' };
const isUrl = (s: string) => /^([a-z][a-z0-9+.-]*:|\/)/i.test(s);

/**
 * One video: a file under assets/ (or a direct URL) plays in a native <video> that loads nothing
 * until played; a YouTube or Vimeo link shows a click-to-load facade (video-facade enhancement)
 * and a link to watch it on the host's site.
 */
export function VideoPlayer({ video }: { video: Video }) {
  const source = toVideoSource(video.video);
  const poster = video.poster ? asset(video.poster) : undefined;
  if (source.kind === 'file') {
    const src = isUrl(source.src) ? source.src : asset(source.src);
    const type = TYPES[src.split('?')[0]!.split('.').pop()!.toLowerCase()];
    return (
      <div>
        <div className={frame}>
          <video controls preload="none" poster={poster} playsInline aria-label={video.title}>
            <source src={src} type={type} />
            <p>
              {ui.video.fallback} <a href={src}>{ui.video.download}</a>
            </p>
          </video>
        </div>
      </div>
    );
  }
  return (
    <div>
      <div className={frame} data-enhance="video-facade" data-embed-src={source.src} data-embed-title={video.title}>
        <button type="button" className={facade} data-facade="">
          {poster && <img src={poster} alt="" loading="lazy" decoding="async" />}
          <span className={play}>
            <Icon name="play" size="1.4rem" />
            {ui.video.play}
            <span className="visually-hidden">: {video.title}</span>
          </span>
        </button>
      </div>
      <div className={after}>
        <ButtonLink href={source.watchUrl} variant="outline">
          {ui.video.watchOn[source.kind]}
        </ButtonLink>
      </div>
    </div>
  );
}
