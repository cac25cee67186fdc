// Issue 38: the operator asks "is the site healthy right now?". /metrics on the site's host and
// on the API answers a scraper on this machine in Prometheus' text format, with the requests a
// visit made; through a proxy (as from elsewhere) it is a 401 without a token, a 403 with a wrong one.
import { expect, test } from '../support/fixtures';
import { rawGet } from '../support/raw-http';
import { stack } from '../support/stack';

test('issue 38: /metrics on the host and the API answers the loopback in Prometheus format, and 401/403 through a proxy without the token', async ({
  open,
}) => {
  const { page } = await open();
  await page.goto('/browserTips');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const host = await page.request.get('/metrics');
  expect(host.status()).toBe(200);
  expect(host.headers()['content-type']).toContain('text/plain; version=0.0.4');
  const hostText = await host.text();
  expect(hostText).toMatch(/^http_requests_total\{method="GET",answered_by="page",status_class="2xx"\} [1-9]\d*$/m);
  expect(hostText).toMatch(
    /^http_requests_total\{method="GET",answered_by="static file",status_class="2xx"\} [1-9]\d*$/m,
  );
  expect(hostText).toContain('process_resident_memory_bytes');
  // This scrape's own connection at least.
  expect(hostText).toMatch(/^http_open_connections [1-9]\d*$/m);

  // The page's loaders read the API: counted there by route template, never by the address asked.
  const api = await page.request.get(`${stack().apiUrl}/metrics`);
  expect(api.status()).toBe(200);
  const apiText = await api.text();
  expect(apiText).toMatch(/^http_requests_total\{method="GET",route="\/gardenTips",status_class="2xx"\} [1-9]\d*$/m);
  expect(apiText).toMatch(/^gc_store_info\{kind="embedded"\} 1$/m);
  expect(apiText).toMatch(/^gc_mail_outbox_emails\{state="pending"\} \d+$/m);

  // Through a proxy on this machine (its forwarding header), as from elsewhere: 401 asking for the
  // bearer token, 403 for a wrong one, problem+json on both hosts and nothing of the metrics.
  for (const base of [stack().baseUrl, stack().apiUrl]) {
    const proxied = await page.request.get(`${base}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(proxied.status()).toBe(401);
    expect(proxied.headers()['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(proxied.headers()['content-type']).toContain('application/problem+json');
    expect(await proxied.text()).not.toContain('http_requests_total');
    const wrong = await rawGet(base, '/metrics', { 'X-Forwarded-For': '203.0.113.9', Authorization: 'Bearer wrong' });
    expect(wrong.status).toBe(403);
    expect(JSON.parse(wrong.body)).toMatchObject({ status: 403, code: 'http.forbidden' });
  }
  // The host's picture pass-through cannot be walked to the API's /metrics.
  const walked = await rawGet(stack().baseUrl, '/previews/%2e%2e/metrics');
  expect(walked.status).toBe(404);
  expect(walked.body).not.toContain('http_requests_total');
});
