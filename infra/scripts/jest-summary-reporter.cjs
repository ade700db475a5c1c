// Writes each jest run's pass/fail counts to TOV_TEST_REPORT_DIR so `npm test` can print one total.
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.TOV_TEST_REPORT_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const name = `${path.basename(this.rootDir)}-${process.pid}-${Date.now()}.json`;
    fs.writeFileSync(
      path.join(dir, name),
      JSON.stringify({
        rootDir: this.rootDir,
        passed: results.numPassedTests,
        failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
        skipped: results.numPendingTests,
      }),
    );
  }
}

module.exports = SummaryReporter;
