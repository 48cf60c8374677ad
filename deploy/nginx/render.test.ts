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
});

test('perClientLimits: false leaves no limit_req in force (the benchmark loads nginx from one address)', () => {
  const config = renderNginxConfig({ ...options, perClientLimits: false });
  expect(config).not.toMatch(/^\s*limit_req /m);
  expect(config).toContain('server 127.0.0.1:9002 max_fails=2');
});
