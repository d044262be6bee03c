// A real SMTP server for the mail tests: smtp-server on a loopback port that requires a login, keeps every
// message it is given (envelope and raw bytes) and parses it with mailparser. It can be stopped and started
// again on the same port, to play a mail server that is down for a while, and hold its greeting, to play
// one that is slow to answer.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../support/free-port.ts';

export interface ReceivedMail {
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** Envelope recipients (RCPT TO), in order. */
  to: string[];
  /** The user that logged in. */
  user: string;
  /** Whether the connection was encrypted (implicit TLS or STARTTLS). */
  secure: boolean;
  raw: Buffer;
  parsed: ParsedMail;
}

export interface SinkOptions {
  username: string;
  password: string;
  /** Listen on this port (to come back where a stopped sink was); default: a free one. */
  port?: number;
  /** 'starttls': plain connection that offers STARTTLS; 'implicit': TLS from the first byte. Default: none. */
  tls?: 'starttls' | 'implicit';
  /** PEM key and certificate for tls. */
  key?: string;
  cert?: string;
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  /** Logins refused (wrong user or password). */
  authFailures: number;
  /** Resolves with the first `count` messages once that many arrived (rejects after `ms`). */
  waitFor: (count: number, ms?: number) => Promise<ReceivedMail[]>;
  /** Resolves once every message the sink has accepted so far is parsed into `received`. */
  settled: () => Promise<void>;
  /**
   * From now on a new connection gets no greeting until release(): a mail server slow to answer. The client
   * has connected and waits; it has sent nothing yet.
   */
  hold: () => void;
  /** Greets every held connection and stops holding. */
  release: () => void;
  /** Connections waiting for their greeting now. */
  readonly held: number;
  /** Resolves once `count` connections wait for their greeting (rejects after `ms`). */
  untilHeld: (count: number, ms?: number) => Promise<void>;
  stop: () => Promise<void>;
  /** Starts listening again on the same port after stop(). */
  start: () => Promise<void>;
}

export async function startSink(options: SinkOptions): Promise<SmtpSink> {
  const port = options.port ?? (await freePort());
  const received: ReceivedMail[] = [];
  let authFailures = 0;
  let server: SMTPServer | undefined;
  const pending = new Set<Promise<void>>();
  let holding = false;
  const held: (() => void)[] = [];

  const create = () =>
    new SMTPServer({
      secure: options.tls === 'implicit',
      key: options.key,
      cert: options.cert,
      disabledCommands: options.tls ? [] : ['STARTTLS'],
      authOptional: false,
      allowInsecureAuth: !options.tls,
      authMethods: ['PLAIN', 'LOGIN'],
      disableReverseLookup: true,
      logger: false,
      size: 20 * 1024 * 1024,
      onConnect(_session, callback) {
        if (holding) held.push(() => callback());
        else callback();
      },
      onAuth(auth, _session, callback) {
        if (auth.username === options.username && auth.password === options.password) return callback(null, { user: auth.username });
        authFailures++;
        const error = new Error('Invalid username or password') as Error & { responseCode: number };
        error.responseCode = 535;
        return callback(error);
      },
      onData(stream, session, callback) {
        // Read now: the session's envelope is reset for the next message once this one is accepted.
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address);
        const user = String(session.user ?? '');
        const secure = Boolean(session.secure);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          const done = simpleParser(raw).then((parsed) => {
            received.push({ from, to, user, secure, raw, parsed });
          });
          pending.add(done);
          done.finally(() => pending.delete(done));
          callback();
        });
      },
    });

  const start = async () => {
    server = create();
    const s = server;
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve());
    });
    s.on('error', () => {}); // a client that hangs up mid-session is not a test failure
  };
  await start();

  return {
    port,
    received,
    get authFailures() {
      return authFailures;
    },
    // Every message is counted in `pending` before the sink accepts it (onData), so once the sender has
    // its answer (a PHP process has exited), settling the parses leaves `received` complete.
    settled: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const greet of held.splice(0)) greet();
    },
    get held() {
      return held.length;
    },
    untilHeld: async (count, ms = 10_000) => {
      const end = Date.now() + ms;
      while (held.length < count) {
        if (Date.now() > end) throw new Error(`${held.length} connections held, waited for ${count}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    waitFor: async (count, ms = 10_000) => {
      const end = Date.now() + ms;
      while (received.length < count || pending.size > 0) {
        if (Date.now() > end) throw new Error(`the sink got ${received.length} messages, waited for ${count}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received.slice(0, count);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        const s = server;
        server = undefined;
        s.close(() => resolve());
      }),
    start,
  };
}

export interface MimePart {
  type: string;
  disposition?: string;
  parts?: MimePart[];
}

/** The MIME tree of a raw message: content type (and disposition) of every part, nested. */
export function mimeTree(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
  const contentType = header('Content-Type') || 'text/plain';
  const part: MimePart = { type: contentType.split(';')[0].trim().toLowerCase() };
  const disposition = header('Content-Disposition').split(';')[0].trim();
  if (disposition) part.disposition = disposition;
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (part.type.startsWith('multipart/') && boundary) {
    const chunks = body.split(`--${boundary}`);
    part.parts = chunks.slice(1, -1).map((chunk) => mimeTree(chunk.replace(/^\r?\n/, '')));
  }
  return part;
}

/**
 * A readable outline of a raw message: the top-level headers, then every part's headers with its
 * boundary, nested, and the size of each leaf body. For the record of what a mail server received.
 */
export function mimeOutline(raw: string, indent = ''): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r\n/g, '\n');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const lines = head.split('\n').map((l) => indent + l);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (/^content-type:\s*multipart\//im.test(head) && boundary) {
    const chunks = body.split(`--${boundary}`);
    chunks.slice(1, -1).forEach((chunk, i) => {
      lines.push(`${indent}--${boundary}   (part ${i + 1})`);
      lines.push(mimeOutline(chunk.replace(/^\r?\n/, ''), indent + '    '));
    });
    lines.push(`${indent}--${boundary}--`);
  } else {
    lines.push(`${indent}[body: ${Buffer.byteLength(body.replace(/\r?\n$/, ''), 'latin1')} bytes]`);
  }
  return lines.join('\n');
}
