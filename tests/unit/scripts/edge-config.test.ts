// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  apiAllowlistConf,
  documentedCalls,
  productionTrustedProxies,
  realIpConf,
  trustedProxies,
} from '../../../scripts/edge-config';
import { PRODUCTION_ENV_FILE } from '../../../scripts/security-headers';

const apiDoc = readFileSync('docs/api.md', 'utf8');

describe("deploy/api-allowlist.conf: the calls of docs/api.md's tables", () => {
  it('is what `npm run deploy:headers` generates from docs/api.md (one source: a row added to either fails)', () => {
    expect(readFileSync('deploy/api-allowlist.conf', 'utf8')).toBe(apiAllowlistConf(documentedCalls(apiDoc)));
  });

  it('holds every call of the page once, with its method, the sends and the imaging path included', () => {
    const calls = documentedCalls(apiDoc).map((c) => `${c.method} ${c.path}`);
    expect(calls).toContain('PUT /api/admin/medical_residence_mail');
    expect(calls).toContain('POST /api/web/member/login');
    expect(calls).toContain('GET /api/web/moreau/execute/{first name}/{document}/{YYYYMMDD}');
    expect(new Set(calls).size).toBe(calls.length);
    const conf = apiAllowlistConf(documentedCalls(apiDoc));
    expect(conf).toContain('"~^GET /api/web/moreau/execute/[^/]+/[^/]+/[^/]+/?$"');
    // Anything else under /api/ is refused; pages and files are not the allowlist's business.
    expect(conf).toMatch(/"~\^\[\^ \]\+ \/api\/"\s+0;\n\s+default\s+1;/);
  });

  it('takes a call from the first column of a table row only, not from a sentence', () => {
    const page = [
      '| Call | Query |',
      '| ---- | ----- |',
      '| `DELETE /api/web/thing/{id}` | none |',
      '',
      'The API also has `GET /api/admin/users`, which the site never calls.',
    ].join('\n');
    expect(documentedCalls(page)).toEqual([{ method: 'DELETE', path: '/api/web/thing/{id}' }]);
    expect(apiAllowlistConf(documentedCalls(page))).toContain('"~^DELETE /api/web/thing/[^/]+/?$"');
    expect(() => apiAllowlistConf(documentedCalls('no tables'))).toThrow(/no calls/);
  });
});

describe('TRUSTED_PROXIES → deploy/real-ip.conf', () => {
  it('is empty by default: the client is the connecting address', () => {
    expect(productionTrustedProxies(PRODUCTION_ENV_FILE)).toEqual([]);
    const committed = readFileSync('deploy/real-ip.conf', 'utf8');
    expect(committed).toBe(realIpConf([]));
    expect(committed).not.toMatch(/^\s*(set_real_ip_from|real_ip_header)/m);
  });

  it('names each proxy, and takes the last address of X-Forwarded-For that is none of them', () => {
    const proxies = trustedProxies('10.0.0.0/8, 192.0.2.10 2001:db8::/32');
    expect(proxies).toEqual(['10.0.0.0/8', '192.0.2.10', '2001:db8::/32']);
    const conf = realIpConf(proxies);
    expect(conf).toContain(
      'set_real_ip_from 10.0.0.0/8;\nset_real_ip_from 192.0.2.10;\nset_real_ip_from 2001:db8::/32;',
    );
    expect(conf).toContain('real_ip_header X-Forwarded-For;');
    expect(conf).toContain('real_ip_recursive on;');
  });

  it('refuses every address, and any range wider than an IPv4 /8 or an IPv6 /32, saying why', () => {
    for (const wide of ['0.0.0.0/0', '::/0', '10.0.0.0/7', '2001:db8::/31', '::ffff:0.0.0.0/96', '::ffff:0:0/103'])
      expect(() => trustedProxies(`192.0.2.10, ${wide}`), wide).toThrow(
        new RegExp(`TRUSTED_PROXIES: "${wide.replace(/[.*+?^$()[\]|\\/]/g, '\\$&')}" is wider than an IPv[46] /(8|32)`),
      );
    expect(() => trustedProxies('0.0.0.0/0')).toThrow(/every address.*choose its own address in X-Forwarded-For/);
    expect(trustedProxies('10.0.0.0/8, 2001:db8::/32, ::ffff:10.0.0.0/104, 192.0.2.10')).toHaveLength(4);
    expect(() => trustedProxies('10.0.0.0/33')).toThrow(/at most \/32/);
    expect(() => trustedProxies('300.0.0.1')).toThrow(/not an IPv4 address/);
  });

  it('refuses what is not an address or a CIDR', () => {
    expect(() => trustedProxies('10.0.0.0/8, balancer.internal')).toThrow(/"balancer.internal" is not an address/);
    expect(() => trustedProxies('10.0.0.0/8; rm')).toThrow(/not an address/);
  });
});
