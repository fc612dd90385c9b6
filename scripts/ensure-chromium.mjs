// Makes sure Debian's Chromium is at /usr/bin/chromium before the browser journeys run.
// We never download a browser (Playwright's own download is refused on our machines): when it is
// missing and we run as root on Debian, we install Debian's `chromium` package; otherwise we stop
// with a message that says what to do.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CHROMIUM_PATH = '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function run(command, args) {
  console.info(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

/** Returns the path of Chromium, installing Debian's package when allowed. Throws otherwise. */
export function ensureChromium() {
  if (isExecutable(CHROMIUM_PATH)) return CHROMIUM_PATH;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version');
  if (!isRoot || !isDebian) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. The browser journeys use Debian's Chromium and ` +
        'never download one. Install it with: sudo apt-get install -y chromium' +
        (isDebian ? '' : ' (or your distribution’s Chromium package, linked at /usr/bin/chromium)'),
    );
  }

  console.info(`Chromium not found at ${CHROMIUM_PATH}; installing Debian's chromium package.`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'chromium']);
  if (!isExecutable(CHROMIUM_PATH)) {
    throw new Error(`apt-get installed chromium but ${CHROMIUM_PATH} is still missing.`);
  }
  return CHROMIUM_PATH;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.info(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
