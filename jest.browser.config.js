/** Browser tests: Playwright (playwright-core) in the system Chromium against the built app. */
const base = require('./jest.config.js');
const api = base.projects.find((p) => p.displayName === 'api');
module.exports = {
  testTimeout: 120_000,
  maxWorkers: 2,
  transform: api.transform,
  moduleNameMapper: api.moduleNameMapper,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/browser/**/*.browser.ts'],
};
