import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const SWAGGER_UI_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));

/** Files of swagger-ui-dist the reference page loads, served from this server (no CDN). */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/**
 * Swagger UI's colours that fail WCAG AA contrast (issue 44 counted 65 failures): the method badges
 * (white on light green, orange, teal), muted descriptions and versions, darkened to pass 4.5:1; and
 * the page's own way back to the app. A file, as the product's CSP wants (style-src 'self').
 */
const CONTRAST_CSS = `.docs-nav { font: 14px/1.5 sans-serif; padding: 8px 20px; display: flex; gap: 16px; flex-wrap: wrap; }
.docs-nav a { color: #1d4ed8; }
.swagger-ui .opblock .opblock-summary-method { color: #fff; text-shadow: none; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d4ed8; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #047857; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #b45309; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b91c1c; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0f766e; }
.swagger-ui .opblock.opblock-head .opblock-summary-method, .swagger-ui .opblock.opblock-options .opblock-summary-method { background: #6d28d9; }
.swagger-ui .opblock .opblock-summary-path, .swagger-ui .opblock .opblock-summary-description, .swagger-ui .opblock-tag small,
.swagger-ui .info .base-url, .swagger-ui .model-title, .swagger-ui .models h4, .swagger-ui section.models h4 span,
.swagger-ui .opblock-tag, .swagger-ui .info p, .swagger-ui .info li, .swagger-ui .info a, .swagger-ui .markdown p { color: #1f2937; }
.swagger-ui .info .title small { background: #4b5563; }
.swagger-ui .info .title small pre { color: #fff; }
.swagger-ui .btn.authorize { color: #047857; border-color: #047857; }
.swagger-ui .btn.authorize svg { fill: #047857; }
.swagger-ui .info .title small.version-stamp { background: #166534; }
.swagger-ui .info a, .swagger-ui .markdown a { color: #1d4ed8; }
`;

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
    <link rel="stylesheet" href="/api/docs/docs-contrast.css" />
    <link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png" />
  </head>
  <body>
    <nav aria-label="Documents" class="docs-nav"><a href="/">← Back to Ticklist</a> <a href="/api/openapi.json">OpenAPI 3.1 document</a> <a href="/api/asyncapi.json">Socket protocol (AsyncAPI 3.0)</a></nav>
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
  if (name === 'docs-contrast.css') return { contentType: 'text/css; charset=utf-8', body: CONTRAST_CSS };
  const contentType = ASSETS[name];
  if (!contentType) return undefined;
  let asset = cache.get(name);
  if (!asset) {
    asset = { contentType, body: readFileSync(join(SWAGGER_UI_DIR, name)) };
    cache.set(name, asset);
  }
  return asset;
}
