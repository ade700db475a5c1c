#!/usr/bin/env node
// npm run infra:up | infra:down | infra:status   (node infra/local/cli.mjs <command> [--only=a,b] [--json] [--quiet])
import { COMPONENTS, down, formatStatus, status, up } from './index.mjs';

const USAGE = `usage: node infra/local/cli.mjs up|down|status [--only=${COMPONENTS.join(',')}] [--json] [--quiet]

  up      start whatever is not already running (idempotent) and wait until ready
  down    stop only what infra/local started; leave external servers alone
  status  one line per component: state, started-by-us or external, address`;

function parse(argv) {
  const options = { command: null, only: undefined, json: false, quiet: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--json') options.json = true;
    else if (arg === '--quiet' || arg === '-q') options.quiet = true;
    else if (arg === '--help' || arg === '-h') options.command = 'help';
    else if (arg.startsWith('--only=')) options.only = arg.slice('--only='.length);
    else if (arg === '--only') options.only = argv[++i] ?? '';
    else if (!arg.startsWith('-') && !options.command) options.command = arg;
    else throw new Error(`unknown argument: ${arg}`);
  }
  return options;
}

async function main() {
  let options;
  try {
    options = parse(process.argv.slice(2));
  } catch (err) {
    console.error(`${err.message}\n\n${USAGE}`);
    return 2;
  }
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  switch (options.command) {
    case 'up': {
      const results = await up({ only: options.only, quiet: options.quiet || options.json });
      if (options.json) console.log(JSON.stringify(results, null, 2));
      else {
        for (const r of results) console.log(formatStatus(r));
        console.log(`infra up: ready in ${seconds()}s`);
      }
      return 0;
    }
    case 'down': {
      const results = await down({ only: options.only, quiet: options.quiet || options.json });
      if (options.json) console.log(JSON.stringify(results, null, 2));
      else {
        for (const r of results) console.log(`${r.name.padEnd(9)} ${r.action}`);
        console.log(`infra down: done in ${seconds()}s`);
      }
      return 0;
    }
    case 'status': {
      const results = await status({ only: options.only });
      if (options.json) console.log(JSON.stringify(results, null, 2));
      else for (const r of results) console.log(formatStatus(r));
      return 0;
    }
    case 'help':
      console.log(USAGE);
      return 0;
    default:
      console.error(options.command ? `unknown command: ${options.command}\n\n${USAGE}` : USAGE);
      return 2;
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    console.error(`infra: ${err.message}`);
    if (process.env.DEBUG && err.stack) console.error(err.stack);
    process.exitCode = 1;
  },
);
