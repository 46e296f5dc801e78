// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  apiAllowlistConf,
  documentedCalls,
  productionTrustedProxies,
  realIpConf,
  servedCalls,
  trustedProxies,
} from '../../../scripts/edge-config';
import { PRODUCTION_ENV_FILE } from '../../../scripts/security-headers';

const apiDoc = readFileSync('docs/api.md', 'utf8');

describe("deploy/api-allowlist.conf: the calls of docs/api.md's tables", () => {
  it('is what `npm run deploy:headers` generates from docs/api.md (one source: a row added to either fails)', () => {
    // deploy/production.env lists no proposed feature: the company API serves none of them yet.
    expect(readFileSync('deploy/api-allowlist.conf', 'utf8')).toBe(
      apiAllowlistConf(servedCalls([], documentedCalls(apiDoc))),
    );
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

describe('the proposed calls: through the edge only where the API has their feature', () => {
  const page = [
    '## Member area',
    '| `GET /api/web/member/invoices` | none |',
    "## Proposed calls (not yet in the insurer's API)",
    '### Reintegros (feature `reintegros`)',
    '| `GET /api/web/member/reimbursements` | `page` |',
    '#### Errors',
    '| `POST /api/web/member/reimbursements/{id}/documents` | files |',
    '### Grupo familiar (feature `grupo-familiar`)',
    '| `GET /api/web/member/family` | none |',
    '## Errors',
    '| `GET /api/web/after` | none |',
  ].join('\n');

  it("tags each call under a feature's heading with that feature, down to the next heading of its level", () => {
    expect(documentedCalls(page)).toEqual([
      { method: 'GET', path: '/api/web/member/invoices' },
      { method: 'GET', path: '/api/web/member/reimbursements', feature: 'reintegros' },
      { method: 'POST', path: '/api/web/member/reimbursements/{id}/documents', feature: 'reintegros' },
      { method: 'GET', path: '/api/web/member/family', feature: 'grupo-familiar' },
      { method: 'GET', path: '/api/web/after' },
    ]);
  });

  it("serves the company calls always, and a feature's calls only where it is on", () => {
    const paths = (on: Parameters<typeof servedCalls>[0]) => servedCalls(on, documentedCalls(page)).map((c) => c.path);
    expect(paths([])).toEqual(['/api/web/member/invoices', '/api/web/after']);
    expect(paths(['grupo-familiar'])).toEqual(['/api/web/member/invoices', '/api/web/member/family', '/api/web/after']);
  });

  it('refuses a heading that names an unknown feature', () => {
    expect(() => documentedCalls('### Otra cosa (feature `turnos-online`)\n| `GET /api/web/x` |')).toThrow(
      /unknown feature "turnos-online"/,
    );
  });

  it('deploy/api-allowlist.conf has none of the proposed calls', () => {
    const conf = readFileSync('deploy/api-allowlist.conf', 'utf8');
    for (const call of documentedCalls(apiDoc).filter((c) => c.feature))
      expect(conf).not.toContain(call.path.split('{')[0]!.replace(/\/$/, ''));
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

  it('refuses what is not an address or a CIDR', () => {
    expect(() => trustedProxies('10.0.0.0/8, balancer.internal')).toThrow(/"balancer.internal" is not an address/);
    expect(() => trustedProxies('10.0.0.0/8; rm')).toThrow(/not an address/);
  });
});
