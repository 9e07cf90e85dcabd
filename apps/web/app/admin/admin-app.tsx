import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AdminFrame } from './admin-frame.tsx';
import { AdminLogin } from './admin-login.tsx';
import { clearToken, readToken, saveToken } from './admin-session.ts';
import { AdminDashboard } from './dashboard/admin-dashboard.tsx';
import { createAdminQueryClient } from './lib/admin-query.ts';
import { adminToast } from './lib/admin-toast.ts';
import { showCarriedExpiry } from './lib/expired-session.ts';
import { restoreSession, signOut, whoAmI } from './sign-in.ts';
import { AdminToaster } from './ui/admin-toaster.tsx';
import { ConfirmProvider } from './ui/confirm-dialog.tsx';
import { AcceptInvitation } from './users/accept-invitation.tsx';
import { invitationToken } from './users/invitation-api.ts';

type Session = { token: string; email: string | null };
/** `restoring`: asking the refresh cookie for a session after a reload; nothing to show yet. */
type Restoring = 'restoring';

/** The admin area (browser only): the login form, or the dashboard once signed in. */
export function AdminApp() {
  const [client] = useState(createAdminQueryClient);
  const invitation = invitationToken(useParams()['*']);
  const navigate = useNavigate();
  const [session, setSession] = useState<Session | null | Restoring>(() => {
    const token = readToken();
    return token ? { token, email: null } : 'restoring';
  });

  useEffect(showCarriedExpiry, []);

  // A reload: the token was only in memory, so the refresh cookie brings the session back, if any.
  useEffect(() => {
    if (session !== 'restoring') return;
    let current = true;
    void restoreSession().then((token) => {
      if (!current) return;
      if (token) saveToken(token);
      setSession(token ? { token, email: null } : null);
    });
    return () => {
      current = false;
    };
  }, [session]);

  // A token from an earlier visit: ask the server whose it is, and drop it if it has expired.
  const pendingToken = session && session !== 'restoring' && session.email === null ? session.token : null;
  useEffect(() => {
    if (!pendingToken) return;
    let current = true;
    void whoAmI(pendingToken).then((me) => {
      if (!current) return;
      if (me.status === 'signed-out') {
        clearToken();
        setSession(null);
      } else if (me.status === 'signed-in') setSession({ token: pendingToken, email: me.email });
    });
    return () => {
      current = false;
    };
  }, [pendingToken]);

  function signedIn(token: string, email: string) {
    saveToken(token);
    setSession({ token, email });
  }

  /** The invited admin has chosen a password: signed in, onto the dashboard. */
  function invitationAccepted(token: string, email: string) {
    client.clear();
    signedIn(token, email);
    navigate('/admin', { replace: true });
    adminToast(`Welcome! Your password is set and you are signed in as ${email}.`);
  }

  /** The server has already ended the session (password changed): forget it here too. */
  function signedOut() {
    clearToken();
    client.clear();
    setSession(null);
  }

  function logout() {
    if (session && session !== 'restoring') void signOut(session.token);
    signedOut();
  }

  return (
    <QueryClientProvider client={client}>
      <ConfirmProvider>
        {invitation ? (
          <AdminFrame>
            <AcceptInvitation token={invitation} onSignedIn={invitationAccepted} />
          </AdminFrame>
        ) : session === 'restoring' ? null : session ? (
          <AdminDashboard email={session.email} onLogout={logout} onSignedOut={signedOut} />
        ) : (
          <AdminFrame>
            <AdminLogin onSignedIn={signedIn} />
          </AdminFrame>
        )}
      </ConfirmProvider>
      <AdminToaster />
    </QueryClientProvider>
  );
}
