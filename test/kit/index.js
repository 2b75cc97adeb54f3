'use strict';
// The one test kit: every end-to-end, browser, fault and multi-process test and every benchmark
// takes its free port, server process, outbox, mailed links, waits and API calls from here.
module.exports = {
  ...require('./port'),
  ...require('./wait'),
  ...require('./api'),
  ...require('./outbox'),
  ...require('./server'),
  ...require('./chromium'),
  ...require('./smtp'),
  ...require('./text'),
};
