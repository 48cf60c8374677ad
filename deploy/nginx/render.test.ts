// The per-client limit as the production suite runs it, and the benchmark's copy without it (render.mjs).
import { renderNginxConfig } from './render.mjs';

const options = { upstreamPorts: [9001, 9002], port: 9000, prefix: '/tmp/portal-nginx' };

test('the limit is keyed on the connection address and applied to pages, identity uploads and (more generously) build assets', () => {
  const config = renderNginxConfig(options);
  expect(config).toMatch(/limit_req_zone \$binary_remote_addr zone=learner_portal_per_client:/);
  // No realip directive: $binary_remote_addr is the TCP peer, not an address the client wrote in a header.
  expect(config).not.toMatch(/^\s*(real_ip_header|set_real_ip_from) /m);
  const limited = [...config.matchAll(/location ([^{]+)\{[^}]*limit_req zone=(\w+)/g)].map((match) => `${match[1]?.trim()} ${match[2]}`);
  expect(limited).toEqual(['/ learner_portal_per_client', '/_next/static/ learner_portal_assets_per_client', '= /kyc/submit learner_portal_per_client']);
  expect(config).toContain('limit_req_status 429;');
  // Requests in progress are capped per address in the same three places, one count across them.
  expect(config).toMatch(/limit_conn_zone \$binary_remote_addr zone=learner_portal_in_progress_per_client:/);
  const capped = [...config.matchAll(/location ([^{]+)\{[^}]*limit_conn (\w+) (\d+);/g)].map((match) => `${match[1]?.trim()} ${match[2]} ${match[3]}`);
  expect(capped).toEqual(['/ learner_portal_in_progress_per_client 64', '/_next/static/ learner_portal_in_progress_per_client 64', '= /kyc/submit learner_portal_in_progress_per_client 64']);
  expect(config).toContain('limit_conn_status 429;');
});

test('perClientLimits: false leaves no limit_req or limit_conn in force (the benchmark loads nginx from one address)', () => {
  const config = renderNginxConfig({ ...options, perClientLimits: false });
  expect(config).not.toMatch(/^\s*limit_(req|conn) /m);
  expect(config).toContain('server 127.0.0.1:9002 max_fails=2');
});
