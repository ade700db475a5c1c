// The benchmarks' options, `--name value` pairs after the script (`--rounds 5 --duration 10`), as strings.
export function benchArgs(argv = process.argv.slice(2)) {
  return Object.fromEntries(
    argv
      .join(' ')
      .split('--')
      .filter(Boolean)
      .map((a) => a.trim().split(/\s+/)),
  );
}
