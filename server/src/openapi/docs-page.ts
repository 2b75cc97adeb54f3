import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const SWAGGER_UI_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));

/** Files of swagger-ui-dist the reference page loads, served from this server (no CDN). */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/** Its start-up script is a file, not inline, so the product's CSP (script-src 'self') holds. */
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    defaultModelsExpandDepth: 0,
  });
});
`;

export const DOCS_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API reference · Ticklist</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
    <link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png" />
  </head>
  <body>
    <nav aria-label="Documents"><a href="/api/openapi.json">OpenAPI 3.1 document</a> · <a href="/api/asyncapi.json">Socket protocol (AsyncAPI 3.0)</a></nav>
    <main id="reference" aria-label="Ticklist API reference"></main>
    <noscript>The reference needs JavaScript. The raw document is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/docs-init.js"></script>
  </body>
</html>
`;

export interface DocsAsset {
  contentType: string;
  body: Buffer | string;
}

const cache = new Map<string, DocsAsset>();

/** One of the page's own files by name, or undefined for anything else (no path is ever joined from input). */
export function docsAsset(name: string): DocsAsset | undefined {
  if (name === 'docs-init.js') return { contentType: 'text/javascript; charset=utf-8', body: INIT_SCRIPT };
  const contentType = ASSETS[name];
  if (!contentType) return undefined;
  let asset = cache.get(name);
  if (!asset) {
    asset = { contentType, body: readFileSync(join(SWAGGER_UI_DIR, name)) };
    cache.set(name, asset);
  }
  return asset;
}
