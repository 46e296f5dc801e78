import { HttpResponse } from 'msw';
import type { MessageBody } from '../contract/paged';
import { members, type MemberRecord } from '../data/members';

/**
 * Stateless, deterministic bearer tokens: `mock.<member id>.<signature>`.
 * The same member always gets the same token, so a restarted server (or a
 * reloaded browser worker) still accepts it. Nothing personal is in it.
 */
const SECRET = 'salud-plena-mock-api';

function fnv1a(input: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function signature(memberId: number): string {
  return fnv1a(`${SECRET}:${memberId}`) + fnv1a(`${memberId}:${SECRET}`);
}

export function tokenFor(member: MemberRecord): string {
  return `mock.${member.id}.${signature(member.id)}`;
}

function memberForToken(token: string): MemberRecord | undefined {
  const match = /^mock\.(\d+)\.([0-9a-f]{16})$/.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  if (match[2] !== signature(id)) return undefined;
  return members.find((m) => m.id === id);
}

function unauthenticated(): Response {
  return HttpResponse.json({ message: 'Unauthenticated.' } satisfies MessageBody, { status: 401 });
}

/** The member behind `Authorization: Bearer <token>`, or undefined. */
function authenticate(request: Request): MemberRecord | undefined {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? memberForToken(match[1] as string) : undefined;
}

/** Wrap a member resolver: 401 `{ message: 'Unauthenticated.' }` without a valid token. */
export function withMember<A extends { request: Request }>(
  resolver: (args: A, member: MemberRecord) => Response | Promise<Response>,
): (args: A) => Response | Promise<Response> {
  return (args) => {
    const member = authenticate(args.request);
    return member ? resolver(args, member) : unauthenticated();
  };
}
