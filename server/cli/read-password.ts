import { createInterface } from 'node:readline';
import { CliError } from './cli-error';

/** Reads one line from a terminal without echoing it. */
const promptHidden = (question: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const { stdin, stdout } = process;
    stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new CliError('Cancelled.'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });

/** The first line of piped input (e.g. `echo "$PASSWORD" | npm run accounts -- create-admin ...`). */
const readFirstLine = (): Promise<string> =>
  new Promise((resolve) => {
    const lines = createInterface({ input: process.stdin });
    let first: string | undefined;
    lines.once('line', (line) => {
      first = line;
      lines.close();
    });
    lines.once('close', () => resolve(first ?? ''));
  });

/**
 * The new administrator's password: from `PORTAL_ADMIN_PASSWORD`, else asked twice on a terminal,
 * else the first line of standard input. Never from a command-line option, which `ps` would show.
 */
export const readAdminPassword = async (env: NodeJS.ProcessEnv = process.env): Promise<string> => {
  const fromEnv = env['PORTAL_ADMIN_PASSWORD'];
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!process.stdin.isTTY) return readFirstLine();
  const password = await promptHidden('Password for the new administrator: ');
  const repeated = await promptHidden('Repeat the password: ');
  if (password !== repeated) throw new CliError('The passwords do not match.');
  return password;
};
