// Lets a child process run the service's TypeScript sources the way jest does (SWC, workspace
// packages resolved to their sources), so the kill test starts the real src/server.ts without a build.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const root = path.resolve(__dirname, '..', '..', '..', '..');
const sources = {
  '@tov/contracts': path.join(root, 'contracts', 'src'),
  '@tov/kit': path.join(root, 'services', 'kit', 'src'),
};

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolve(request, parent, ...rest) {
  for (const [name, dir] of Object.entries(sources)) {
    if (request === name) return resolveFilename.call(this, path.join(dir, 'index.ts'), parent, ...rest);
    if (request.startsWith(`${name}/`)) return resolveFilename.call(this, path.join(dir, request.slice(name.length + 1)), parent, ...rest);
  }
  return resolveFilename.call(this, request, parent, ...rest);
};

require.extensions['.ts'] = function compile(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    jsc: { target: 'es2022', parser: { syntax: 'typescript' } },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
