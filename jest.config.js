/** Unit specs next to the server, libs and client code, and end-to-end suites over real HTTP and Socket.IO. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j)s$': swc },
  moduleNameMapper: { '^@ticklist/contracts$': '<rootDir>/libs/contracts/src/index.ts', '^@ticklist/sdk$': '<rootDir>/libs/sdk/src/index.ts' },
  testEnvironment: 'node',
};

module.exports = {
  testTimeout: 60_000,
  // Suites run in a worker that is replaced once it holds over 1 GB between suites. Left in band (the
  // default with one worker on two cores), a whole run grew one process past V8's heap limit on
  // PostgreSQL (suites loaded as VM modules are never freed).
  workerIdleMemoryLimit: '1GB',
  // Each API suite starts its own server; on the embedded default each also has its own database, so
  // two suites run at once (one waits on timers while the other computes). On one PostgreSQL suites
  // share the database, and one suite's server would deliver another's queued mail: one at a time.
  maxWorkers: process.env.DATABASE_URL ? 1 : 2,
  projects: [
    {
      ...common,
      displayName: 'unit',
      // Client specs cover its pure logic (no DOM); pages and components are covered by test/browser.
      testMatch: ['<rootDir>/server/src/**/*.spec.ts', '<rootDir>/libs/**/src/**/*.spec.ts', '<rootDir>/client/src/**/*.spec.ts'],
      moduleNameMapper: { ...common.moduleNameMapper, '^@/(.*)$': '<rootDir>/client/src/$1' },
    },
    {
      ...common,
      displayName: 'api',
      testMatch: ['<rootDir>/test/api/**/*.e2e.ts'],
      globalSetup: '<rootDir>/test/api/support/global-setup.ts',
    },
  ],
};
