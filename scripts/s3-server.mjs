// An S3-compatible server on loopback for the S3 file store's tests (scripts/ci-services.sh):
// s3rver from npm serves the S3 REST API over a folder. Its fixed credentials are S3RVER:S3RVER.
//   node scripts/s3-server.mjs PORT DIR   (runs until killed)
import S3rver from 's3rver';

const [port, directory] = process.argv.slice(2);
if (!port || !directory) {
  console.error('usage: node scripts/s3-server.mjs PORT DIR');
  process.exit(2);
}
const server = new S3rver({ port: Number(port), address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'ticklist' }] });
await server.run();
console.log(`s3rver on 127.0.0.1:${port}`);
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close().finally(() => process.exit(0)));
