// Turns a video link from content into something a page can play:
//   - YouTube links (watch, youtu.be, shorts, embed; with or without www/m; extra query params)
//     become a privacy-friendly embed URL on youtube-nocookie.com,
//   - Vimeo links become a player.vimeo.com embed URL,
//   - anything else (a file under assets/, or a direct video URL) is played as a file.
// An invalid link (an unparseable absolute URL, or a YouTube URL without a valid id) is logged
// with console.warn and returned unchanged as a file, so the page still renders.

export type VideoSource =
  | { kind: 'youtube'; id: string; src: string; watchUrl: string }
  | { kind: 'vimeo'; id: string; src: string; watchUrl: string }
  | { kind: 'file'; src: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const YOUTU_BE_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

export interface EmbedOptions {
  /** Use youtube-nocookie.com (default) or youtube.com for YouTube embeds. */
  noCookie?: boolean;
}

function invalid(link: string, reason: string): VideoSource {
  console.warn(`embed-url: ${reason}: "${link}" is used unchanged`);
  return { kind: 'file', src: link };
}

/** The 11-character video id of a YouTube URL, '' when the URL is YouTube but has no valid id, null when it is not YouTube. */
function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  if (YOUTU_BE_HOSTS.has(host)) return parts[0] ?? '';
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (parts[0] === 'watch') return url.searchParams.get('v') ?? '';
  if (['shorts', 'embed', 'live', 'v'].includes(parts[0] ?? '')) return parts[1] ?? '';
  return '';
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (!VIMEO_HOSTS.has(host)) return null;
  const id = url.pathname
    .split('/')
    .filter(Boolean)
    .find((p) => /^\d+$/.test(p));
  return id ?? '';
}

/** Converts a content video link into an embed URL or a directly playable file. */
export function toVideoSource(link: string, options: EmbedOptions = {}): VideoSource {
  const value = link.trim();
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//');
  if (!absolute) return { kind: 'file', src: link };

  let url: URL;
  try {
    url = new URL(value.startsWith('//') ? `https:${value}` : value);
  } catch {
    return invalid(link, 'not a valid URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return invalid(link, 'unsupported protocol');

  const yt = youtubeId(url);
  if (yt !== null) {
    if (!YOUTUBE_ID.test(yt)) return invalid(link, 'YouTube link without a valid video id');
    const host = options.noCookie === false ? 'www.youtube.com' : 'www.youtube-nocookie.com';
    return { kind: 'youtube', id: yt, src: `https://${host}/embed/${yt}`, watchUrl: `https://www.youtube.com/watch?v=${yt}` };
  }

  const vimeo = vimeoId(url);
  if (vimeo !== null) {
    if (!vimeo) return invalid(link, 'Vimeo link without a video id');
    return { kind: 'vimeo', id: vimeo, src: `https://player.vimeo.com/video/${vimeo}?dnt=1`, watchUrl: `https://vimeo.com/${vimeo}` };
  }

  return { kind: 'file', src: link };
}

/** The embed URL of a link, or the link itself when it is played as a file. */
export function toEmbedUrl(link: string, options?: EmbedOptions): string {
  return toVideoSource(link, options).src;
}
