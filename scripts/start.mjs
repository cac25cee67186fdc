// `npm start`: the whole product on this machine, offline, in one command.
// Installs what is missing, builds the client, starts the Auth emulator, the API on the
// embedded store and the built client, then prints the URL to open. Ctrl-C stops it all
// and keeps the data (DATA_DIR) for the next start.
// Only Node builtins are imported up front: dependencies may not be installed yet.
import { ensureDependencies } from './lib/install.mjs';
import { createSteps } from './lib/steps.mjs';

const dev = process.argv.includes('--dev');

async function main() {
  // Dependencies, client build, Auth emulator, API, client server; dev has no build, and its
  // parts print their own output (hot reload talks on the terminal) instead of step lines.
  // DATA_DIR holds the members' data (the database, the emulator's accounts, the logs): what this
  // run and its children create from here on is readable by this user only.
  process.umask(0o077);
  const steps = createSteps({ total: dev ? 1 : 6 });
  await steps.run(
    'Checking the dependencies',
    () =>
      ensureDependencies({ log: (line) => console.error(`      ${line}`) })
        ? 'installed from package-lock.json'
        : 'up to date',
    {
      help:
        'run `npm ci` to see why the install failed (the first one needs the internet; better-sqlite3 builds ' +
        'from source where no prebuilt binary can be downloaded), then start again.',
    },
  );
  const { loadConfig } = await import('./lib/env.mjs');
  const config = loadConfig();
  const { checkPorts, startStack } = await import('./lib/stack.mjs');
  const { DEMO_MEMBER } = await import('./lib/demo-members.mjs');
  const { siteAddress } = await import('./lib/site-address.mjs');
  await checkPorts(config);

  const stack = await startStack(config, {
    dev,
    inheritOutput: dev,
    apiLogFile: dev ? undefined : `${config.DATA_DIR}/logs/api.log`,
    log: dev ? (line) => console.error(line) : () => {},
    steps: dev ? undefined : steps,
  });

  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping Green Circle (your data stays in ${config.DATA_DIR})...`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // A part that dies on its own takes the rest down with it, instead of leaving half a stack.
  stack.api.exited.then(async (code) => {
    if (stopping) return;
    console.error(`The API stopped unexpectedly (${code}). See ${config.DATA_DIR}/logs/api.log`);
    await stop('exit');
  });

  // The real total: from the moment `npm start` ran, install and build included. The address is
  // the one members should open (PUBLIC_SITE_URL), which may name another host than this one.
  const { open, servedHere } = siteAddress(config.PUBLIC_SITE_URL, stack.clientUrl);
  console.log(
    `Green Circle is running at ${open}  (sign in as ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}; ready in ${steps.elapsed()}; Ctrl-C to stop)`,
  );
  if (servedHere) console.log(`This machine serves it at ${servedHere}: ${open} must lead there.`);
  console.log(`The site's e-mails land in the local inbox at ${stack.mail.webUrl}`);
}

main().catch((error) => {
  // A failed step has said what failed and what to do; anything else is a bug of this script.
  if (error.reported) console.error('Green Circle did not start.');
  // A port in use and a bad setting say what to change; a stack trace would only bury that.
  else if (error.name === 'PortInUseError') console.error(error.message);
  else if (error.name === 'EnvError')
    console.error(
      `${error.message}\n  What to do: fix these in .env or the environment (.env.example lists each with its ` +
        'default and meaning), then start again.',
    );
  else console.error(error.stack ?? error.message);
  process.exit(1);
});
