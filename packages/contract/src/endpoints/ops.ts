import { healthBody, readyBody } from '../common.ts';
import { endpoint } from './endpoint.ts';

/** Liveness and readiness, for load balancers and the back office's health look. */
export const opsEndpoints = {
  health: endpoint({ method: 'GET', path: '/api/health', responses: { 200: healthBody, 503: healthBody } }),
  ready: endpoint({ method: 'GET', path: '/api/ready', responses: { 200: readyBody, 503: readyBody } }),
};
