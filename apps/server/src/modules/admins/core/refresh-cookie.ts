import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_SECONDS } from '../../../platform/auth/tokens.ts';

/**
 * The admin refresh cookie (decision 053): HttpOnly (no script reads it), SameSite=Strict and
 * scoped to /api/admin, Secure unless the shop is served over plain http on this machine
 * (development and the end-to-end tests on 127.0.0.1).
 */
const REFRESH_COOKIE = 'vernissage_admin_refresh';
const COOKIE_PATH = '/api/admin';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function cookieIsSecure(publicUrl: string): boolean {
  const url = new URL(publicUrl);
  return !(url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

function cookie(value: string, maxAgeSeconds: number, publicUrl: string): string {
  const secure = cookieIsSecure(publicUrl) ? '; Secure' : '';
  return `${REFRESH_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

export function setRefreshCookie(reply: FastifyReply, token: string, publicUrl: string): void {
  reply.header('Set-Cookie', cookie(token, SESSION_SECONDS, publicUrl));
}

export function clearRefreshCookie(reply: FastifyReply, publicUrl: string): void {
  reply.header('Set-Cookie', cookie('', 0, publicUrl));
}

/** The refresh token from the request's cookies, if any (a JWT: no quoting or escaping to undo). */
export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === REFRESH_COOKIE) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}
