'use strict';
// A free TCP port on 127.0.0.1, asked of the operating system (never a hard-coded one).
const { createServer } = require('node:net');

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

module.exports = { freePort };
