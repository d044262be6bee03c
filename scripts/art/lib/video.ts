// Video encoding: frames are rendered to raw RGB, spooled to a temp file, then encoded by ffmpeg
// (H.264 main profile, yuv420p, no audio, faststart, single-threaded for reproducible output).
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, writeSync, closeSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { svgToRgb } from './output.ts';

export interface EncodeOptions {
  width: number;
  height: number;
  fps: number;
  frames: number;
  crf: number;
  maxBytes: number;
  frame: (index: number) => string;
}

function ffmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.env.FFMPEG ?? 'ffmpeg', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    p.stderr.on('data', (b: Buffer) => (err += b.toString()));
    p.on('error', reject);
    p.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${err.slice(-800)}`))));
  });
}

export async function encodeVideo(o: EncodeOptions): Promise<{ mp4: Buffer; crf: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'onas-art-'));
  try {
    const raw = join(dir, 'frames.rgb');
    const fd = openSync(raw, 'w');
    for (let i = 0; i < o.frames; i++) writeSync(fd, await svgToRgb(o.frame(i)));
    closeSync(fd);
    let crf = o.crf;
    for (;;) {
      const out = join(dir, `out-${crf}.mp4`);
      await ffmpeg([
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-f',
        'rawvideo',
        '-pix_fmt',
        'rgb24',
        '-s',
        `${o.width}x${o.height}`,
        '-r',
        String(o.fps),
        '-i',
        raw,
        '-an',
        '-c:v',
        'libx264',
        '-profile:v',
        'main',
        '-pix_fmt',
        'yuv420p',
        '-preset',
        'slow',
        '-tune',
        'animation',
        '-crf',
        String(crf),
        '-g',
        String(o.fps * 2),
        '-threads',
        '1',
        '-x264-params',
        'threads=1:lookahead-threads=1',
        '-movflags',
        '+faststart',
        '-map_metadata',
        '-1',
        '-fflags',
        '+bitexact',
        '-flags:v',
        '+bitexact',
        out,
      ]);
      if (statSync(out).size <= o.maxBytes || crf >= 40) return { mp4: readFileSync(out), crf };
      crf += 2;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
