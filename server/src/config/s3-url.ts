import type { z } from 'zod';

/** An S3-compatible bucket: `S3_URL=s3://KEY:SECRET@host:port/bucket?region=…[&tls=off]`. */
export interface S3Location {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * S3_URL: the endpoint is https unless `tls=off` (a server on loopback in CI or compose); the key
 * and secret are percent-decoded; addressing is path-style (the bucket in the path), which every
 * S3-compatible server takes.
 */
export function parseS3Url(value: string, ctx: z.RefinementCtx): S3Location {
  const fail = (): never => {
    ctx.addIssue({ code: 'custom', message: 'must be s3://KEY:SECRET@host[:port]/bucket[?region=…]' });
    return {} as never;
  };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail();
  }
  const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
  if (url.protocol !== 's3:' || !url.hostname || !url.username || !url.password || !bucket || bucket.includes('/')) return fail();
  const tls = url.searchParams.get('tls') !== 'off';
  return {
    endpoint: `${tls ? 'https' : 'http'}://${url.host}`,
    bucket,
    region: url.searchParams.get('region') || 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}
