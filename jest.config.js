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
  // Each API suite starts its own server; on the embedded default each also has its own database, and
  // on PostgreSQL each worker has its own database (test/api/support/worker-database.ts), so two
  // suites run at once (one waits on timers while the other computes).
  maxWorkers: 2,
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
      setupFiles: ['<rootDir>/test/api/support/worker-env.ts'],
    },
  ],
};
