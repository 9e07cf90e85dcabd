import { loginResponse } from '../admin-auth.ts';
import { acceptInvitationBody, invitationInfo, invitationParams } from '../admin-users.ts';
import { errorBody } from '../common.ts';
import { endpoint } from './endpoint.ts';

/** The invitation link's page: public (the token is the credential), outside /api/admin. */
export const invitationEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/admin-invitations/:token',
    params: invitationParams,
    responses: { 200: invitationInfo, 404: errorBody, 429: errorBody },
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/admin-invitations/:token/accept',
    params: invitationParams,
    body: acceptInvitationBody,
    responses: { 200: loginResponse, 400: errorBody, 404: errorBody, 429: errorBody },
  }),
};
