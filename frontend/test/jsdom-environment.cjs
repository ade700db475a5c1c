// jsdom plus the Fetch API classes of Node, which react-router's data routers need (jsdom has none).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const key of [
      'Request',
      'Response',
      'Headers',
      'fetch',
      'AbortController',
      'AbortSignal',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'structuredClone',
    ]) {
      this.global[key] = globalThis[key];
    }
  }
}

module.exports = JsdomWithFetch;
