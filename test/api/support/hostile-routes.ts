import type { HostileWorld } from './hostile-world';

/** Every route under /api (method, path pattern, whether it needs an owner's bearer token). */
export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  pattern: string;
  auth: boolean;
}

export const ROUTES: Route[] = [
  { method: 'GET', pattern: '/api/health', auth: false },
  { method: 'GET', pattern: '/api/public-config', auth: false },
  { method: 'POST', pattern: '/api/register', auth: false },
  { method: 'POST', pattern: '/api/login_check', auth: false },
  { method: 'GET', pattern: '/api/me', auth: true },
  { method: 'POST', pattern: '/api/logout', auth: true },
  { method: 'GET', pattern: '/api/user/sessions', auth: true },
  { method: 'DELETE', pattern: '/api/user/sessions', auth: true },
  { method: 'DELETE', pattern: '/api/user/sessions/:sessionId', auth: true },
  { method: 'POST', pattern: '/api/password/forgot', auth: false },
  { method: 'GET', pattern: '/api/password/reset/validate/:token', auth: false },
  { method: 'POST', pattern: '/api/password/reset/:token', auth: false },
  { method: 'POST', pattern: '/api/email/validate/:uuid/:hash', auth: false },
  { method: 'GET', pattern: '/api/email/request_validate', auth: true },
  { method: 'GET', pattern: '/api/user/email/unsubscribe/:token', auth: false },
  { method: 'POST', pattern: '/api/user/email/unsubscribe/:token', auth: false },
  { method: 'GET', pattern: '/api/guest/shared/:accessToken', auth: false },
  { method: 'POST', pattern: '/api/guest/shared/:accessToken/respond', auth: false },
  { method: 'GET', pattern: '/api/checklist', auth: true },
  { method: 'POST', pattern: '/api/checklist/create', auth: true },
  { method: 'GET', pattern: '/api/checklist/:id/edit', auth: true },
  { method: 'PUT', pattern: '/api/checklist/:id/update', auth: true },
  { method: 'POST', pattern: '/api/checklist/:id/share', auth: true },
  { method: 'POST', pattern: '/api/checklist/:id/share-jobs', auth: true },
  { method: 'GET', pattern: '/api/checklist/:id/share-jobs/:jobId', auth: true },
  { method: 'PUT', pattern: '/api/user/profile', auth: true },
  { method: 'PUT', pattern: '/api/user/password', auth: true },
  { method: 'GET', pattern: '/api/user/notification-settings', auth: true },
  { method: 'PUT', pattern: '/api/user/notification-settings', auth: true },
  { method: 'GET', pattern: '/api/user/account/deletion-preview', auth: true },
  { method: 'DELETE', pattern: '/api/user/account', auth: true },
  { method: 'GET', pattern: '/api/user/export-data', auth: true },
  { method: 'GET', pattern: '/api/user/tokens', auth: true },
  { method: 'POST', pattern: '/api/user/tokens', auth: true },
  { method: 'DELETE', pattern: '/api/user/tokens/:tokenId', auth: true },
  { method: 'GET', pattern: '/api/templates', auth: true },
  { method: 'POST', pattern: '/api/templates', auth: true },
  { method: 'DELETE', pattern: '/api/templates/:templateId', auth: true },
  { method: 'GET', pattern: '/api/checklist/:id/results.csv', auth: true },
  { method: 'GET', pattern: '/api/checklist/:id/results-summary.csv', auth: true },
  { method: 'POST', pattern: '/api/checklist/:id/shares/:shareId/revoke', auth: true },
  { method: 'POST', pattern: '/api/checklist/:id/shares/:shareId/renew', auth: true },
  { method: 'POST', pattern: '/api/checklist/:id/shares/:shareId/resend', auth: true },
  { method: 'PUT', pattern: '/api/checklist/:id/shares/:shareId', auth: true },
  { method: 'DELETE', pattern: '/api/checklist/:id/shares/:shareId', auth: true },
  { method: 'GET', pattern: '/api/checklist/:id/shares/:shareId/activity', auth: true },
  { method: 'GET', pattern: '/api/checklist/:id/shares/:shareId/messages', auth: true },
  { method: 'POST', pattern: '/api/checklist/:id/shares/:shareId/messages', auth: true },
  { method: 'DELETE', pattern: '/api/checklist/:id/shares/:shareId/messages/:messageId', auth: true },
  { method: 'GET', pattern: '/api/guest/shared/:accessToken/messages', auth: false },
  { method: 'POST', pattern: '/api/guest/shared/:accessToken/messages', auth: false },
  { method: 'DELETE', pattern: '/api/guest/shared/:accessToken/messages/:messageId', auth: false },
  { method: 'GET', pattern: '/api/checklist/:id/insight', auth: true },
  { method: 'POST', pattern: '/api/checklist/:id/close', auth: true },
  { method: 'POST', pattern: '/api/checklist/:id/reopen', auth: true },
  { method: 'POST', pattern: '/api/checklist/:id/duplicate', auth: true },
  { method: 'POST', pattern: '/api/checklist/schedule/preview', auth: true },
  { method: 'POST', pattern: '/api/checklist/:id/schedule/pause', auth: true },
  { method: 'POST', pattern: '/api/checklist/:id/schedule/resume', auth: true },
  { method: 'POST', pattern: '/api/checklist/:id/schedule/skip', auth: true },
  { method: 'GET', pattern: '/api/checklist/:id/occurrences', auth: true },
  { method: 'GET', pattern: '/api/checklist/:id/occurrences/:occurrenceId', auth: true },
  { method: 'GET', pattern: '/api/checklist/:id/shares/:shareId/runs', auth: true },
  { method: 'DELETE', pattern: '/api/checklist/:id', auth: true },
  { method: 'GET', pattern: '/api/user/webhooks', auth: true },
  { method: 'POST', pattern: '/api/user/webhooks', auth: true },
  { method: 'PATCH', pattern: '/api/user/webhooks/:webhookId', auth: true },
  { method: 'DELETE', pattern: '/api/user/webhooks/:webhookId', auth: true },
  { method: 'POST', pattern: '/api/user/webhooks/:webhookId/rotate-secret', auth: true },
  { method: 'POST', pattern: '/api/user/webhooks/:webhookId/ping', auth: true },
  { method: 'GET', pattern: '/api/user/webhooks/:webhookId/deliveries', auth: true },
  { method: 'POST', pattern: '/api/user/webhooks/:webhookId/deliveries/:deliveryId/redeliver', auth: true },
];

/** The route's path with the world's real ids and tokens, overridden per parameter by `params`. */
export function routePath(route: Route, w: HostileWorld, params: Record<string, string> = {}): string {
  const real: Record<string, string> = {
    token: route.pattern.includes('unsubscribe') ? w.unsubscribeToken : w.resetToken,
    uuid: w.verification.uuid,
    hash: 'B'.repeat(43),
    accessToken: w.accessToken,
    id: w.checklist.id,
    shareId: w.shareId,
    // Ids of things the world does not make: a probe on them is a 4xx either way.
    tokenId: w.checklist.id,
    sessionId: w.checklist.id,
    templateId: 'builtin-trip-packing',
    webhookId: w.checklist.id,
    deliveryId: w.shareId,
    jobId: w.shareId,
    messageId: w.shareId,
    occurrenceId: w.shareId,
  };
  return route.pattern.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? real[name]!);
}

export const paramsOf = (route: Route): string[] => [...route.pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** A body the route accepts (or at least types), so a probe on the path gets past the body checks. */
export function plausibleBody(route: Route, w: HostileWorld): unknown {
  const item = w.checklist.items[0]!;
  // GETs take no body (the activity timeline's cursor is a query parameter, optional).
  if (route.method === 'GET') return undefined;
  switch (route.pattern) {
    case '/api/password/reset/:token':
      return { password: 'Path-Probe-Password-1', confirmPassword: 'Path-Probe-Password-2' };
    case '/api/guest/shared/:accessToken/respond':
      return { item: item.id, key: 'complete', value: true };
    case '/api/checklist/:id/update':
      return { title: w.checklist.title, description: w.checklist.description, items: w.checklist.items };
    case '/api/checklist/:id/share':
    case '/api/checklist/:id/share-jobs':
      return { emails: ['path.probe@example.org'] };
    case '/api/checklist/:id/shares/:shareId':
      return route.method === 'PUT' ? { dueAt: null } : {};
    case '/api/templates':
      return { checklistId: w.checklist.id };
    case '/api/user/tokens':
      return { name: 'path probe', scope: 'read', expiresInDays: 30 };
    case '/api/user/webhooks':
      // An event the probes never cause, to an address that never resolves: nothing is sent.
      return { url: 'https://path-probe.invalid/hook', events: ['recipient.overdue'] };
    case '/api/user/webhooks/:webhookId':
      return { paused: true };
    case '/api/checklist/:id/shares/:shareId/messages':
    case '/api/guest/shared/:accessToken/messages':
      return { text: 'path probe' };
    default:
      return {};
  }
}
