// Two jest workers share the e2e files; on a fresh clone jest has no timings yet and orders them by
// size, which would leave a long guard walk for last, alone. The long ones start first (issue 23).
const Sequencer = require('@jest/test-sequencer').default;

const LONGEST = ['route-guard', 'visa-guard', 'journey', 'expert-cards', 'words-landing-verdict'];
const rank = (file) => {
  const i = LONGEST.findIndex((name) => file.endsWith(`/${name}.e2e.test.ts`));
  return i === -1 ? LONGEST.length : i;
};

module.exports = class LongestFirst extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => rank(a.path) - rank(b.path) || a.path.localeCompare(b.path));
  }
};
