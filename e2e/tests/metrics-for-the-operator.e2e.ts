// Issue 38: the operator asks "is the site healthy right now?". /metrics on the site's host and
// on the API answers a scraper on this machine in Prometheus' text format, with the requests a
// visit made; through a proxy (or the host's picture pass-through) it is the ordinary 404.
import { request as httpRequest } from 'node:http';
import { expect, test } from '../support/fixtures';
import { stack } from '../support/stack';

/** GET with the path exactly as written (Playwright and fetch would resolve `%2e%2e` first). */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ hostname, port, path }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

test('issue 38: /metrics on the host and the API answers the loopback in Prometheus format, and no one through a proxy', async ({
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

  // The page's loaders read the API: counted there by route template, never by the address asked.
  const api = await page.request.get(`${stack().apiUrl}/metrics`);
  expect(api.status()).toBe(200);
  const apiText = await api.text();
  expect(apiText).toMatch(/^http_requests_total\{method="GET",route="\/gardenTips",status_class="2xx"\} [1-9]\d*$/m);
  expect(apiText).toMatch(/^gc_store_info\{kind="embedded"\} 1$/m);
  expect(apiText).toMatch(/^gc_mail_outbox_emails\{state="pending"\} \d+$/m);

  // Through a proxy on this machine (its forwarding header): the site's 404 page, nothing of the metrics.
  const proxied = await page.request.get('/metrics', { headers: { 'X-Forwarded-For': '203.0.113.9' } });
  expect(proxied.status()).toBe(404);
  expect(await proxied.text()).not.toContain('http_requests_total');
  // The host's picture pass-through cannot be walked to the API's /metrics.
  const walked = await rawGet(stack().baseUrl, '/previews/%2e%2e/metrics');
  expect(walked.status).toBe(404);
  expect(walked.body).not.toContain('http_requests_total');
});
