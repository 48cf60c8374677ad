// The per-client limit as the production suite runs it, and the benchmark's copy without it (render.mjs).
import { renderNginxConfig } from './render.mjs';

const options = { upstreamPorts: [9001, 9002], port: 9000, prefix: '/tmp/portal-nginx' };

test('the limit is keyed on the connection address and applied to pages, identity forms in each language and (more generously) build assets', () => {
  const config = renderNginxConfig(options);
  expect(config).toMatch(/limit_req_zone \$binary_remote_addr zone=learner_portal_per_client:/);
  // No realip directive: $binary_remote_addr is the TCP peer, not an address the client wrote in a header.
  expect(config).not.toMatch(/^\s*(real_ip_header|set_real_ip_from) /m);
  const limited = [...config.matchAll(/location ([^{]+)\{[^}]*limit_req zone=(\w+)/g)].map(
    (match) => `${match[1]?.trim()} ${match[2]}`,
  );
  expect(limited).toEqual([
    '/ learner_portal_per_client',
    '/_next/static/ learner_portal_assets_per_client',
    '= /kyc/submit learner_portal_per_client',
    '= /ur/kyc/submit learner_portal_per_client',
  ]);
  expect(config).toContain('limit_req_status 429;');
  // Requests in progress are capped per address in the same three places, one count across them.
  expect(config).toMatch(/limit_conn_zone \$binary_remote_addr zone=learner_portal_in_progress_per_client:/);
  const capped = [...config.matchAll(/location ([^{]+)\{[^}]*limit_conn (\w+) (\d+);/g)].map(
    (match) => `${match[1]?.trim()} ${match[2]} ${match[3]}`,
  );
  expect(capped).toEqual([
    '/ learner_portal_in_progress_per_client 64',
    '/_next/static/ learner_portal_in_progress_per_client 64',
    '= /kyc/submit learner_portal_in_progress_per_client 64',
    '= /ur/kyc/submit learner_portal_in_progress_per_client 64',
  ]);
  expect(config).toContain('limit_conn_status 429;');
});

test('perClientLimits: false leaves no limit_req or limit_conn in force (the benchmark loads nginx from one address)', () => {
  const config = renderNginxConfig({ ...options, perClientLimits: false });
  expect(config).not.toMatch(/^\s*limit_(req|conn) /m);
  expect(config).toContain('server 127.0.0.1:9002 max_fails=2');
});

// The pattern of paths passed on, read out of the configuration and run here, as nginx runs it, on the path's bytes
// once decoded ($uri), on paths whose verdict is decodeURIComponent's (what Next.js's router does to a path before it
// answers 500 on a bad one): every one- and two-byte escape after the first, and three- and four-byte sequences over
// the bytes where UTF-8's ranges change.
describe('a path that is not UTF-8 once its escapes are decoded is refused with a 400 page', () => {
  const config = renderNginxConfig(options);
  const map = config.match(/map \$uri \$learner_portal_uri_not_utf8 \{\s*volatile;\s*default 1;\s*"~([^"]+)" 0;\s*\}/);
  const passed = new RegExp(map?.[1] ?? '(?!)');
  const bytes = (path: string) =>
    path.replace(/%([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const decodes = (path: string) => {
    try {
      decodeURIComponent(path);
      return true;
    } catch {
      return false;
    }
  };
  const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  const edges = [0x00, 0x41, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xf4, 0xff].map(hex);

  test('the map is there, and the server answers its 1 with a 400 page of its own, as it does its own 400s', () => {
    expect(map).not.toBeNull();
    expect(config).toMatch(/if \(\$learner_portal_uri_not_utf8\) \{\s*return 400;\s*\}/);
    expect(config).toContain('error_page 400 /_bad_request;');
    expect(config).toMatch(
      /location = \/_bad_request \{\s*internal;[^}]*return 400 '<!doctype html>[^']*<h1>Bad request<\/h1>/,
    );
  });

  test('paths: passed exactly when they decode', () => {
    const paths = ['/', '/cyber-security', '/caf%C3%A9', '/%E0%A4%A4', '/%F0%9F%98%80', '/a%2Fb', '/%7e', '/%e0%a4%a4'];
    for (let first = 0; first < 0x100; first += 1)
      for (let second = 0; second < 0x100; second += 1) paths.push(`/x${hex(first)}${hex(second)}`);
    for (let lead = 0xe0; lead < 0x100; lead += 1) {
      for (const second of edges)
        for (const third of edges)
          paths.push(
            `/${hex(lead)}${second}${third}`,
            ...edges.map((fourth) => `/${hex(lead)}${second}${third}${fourth}`),
          );
    }
    const wrong = paths.filter((path) => passed.test(bytes(path)) !== decodes(path));
    expect(wrong).toEqual([]);
    expect(paths.filter((path) => !decodes(path)).length).toBeGreaterThan(1000);
  });
});

test('a signed-in visitor’s /learning-path (their own progress) is never answered from the shared cache', () => {
  const config = renderNginxConfig(options);
  expect(config).toMatch(
    /map "\$uri:\$cookie_is_authenticated" \$learner_portal_personal \{[^}]*"\/learning-path:true"\s+1;/,
  );
  expect(config).toMatch(/proxy_cache_bypass \$learner_portal_personal[^;]*;/);
});

test('an administrator previewing a draft (draft mode’s cookie) is never answered from the shared cache', () => {
  expect(renderNginxConfig(options)).toMatch(/proxy_cache_bypass [^;]*\$cookie___prerender_bypass[^;]*;/);
});
