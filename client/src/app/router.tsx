import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { lazyRoute, preloadMatches } from './lazy-route';
import { RootLayout } from './RootLayout';
import { isGuestLinkPath } from '@/lib/guest-link';

// Every screen is its own chunk: a guest on a phone downloads the guest page, not the dashboard.
const Landing = lazyRoute(() => import('./routes/LandingRoute'));
const About = lazyRoute(() => import('./routes/AboutRoute'));
const Contact = lazyRoute(() => import('./routes/ContactRoute'));
const Terms = lazyRoute(() => import('./routes/TermsRoute'));
const Privacy = lazyRoute(() => import('./routes/PrivacyRoute'));
const Cookies = lazyRoute(() => import('./routes/CookiesRoute'));
const GuestChecklist = lazyRoute(() => import('./routes/GuestChecklistRoute'));
const GuestRun = lazyRoute(() => import('./routes/GuestRunRoute'));
const VerifyEmail = lazyRoute(() => import('./routes/VerifyEmailRoute'));
const Unsubscribe = lazyRoute(() => import('./routes/UnsubscribeRoute'));
const Register = lazyRoute(() => import('./routes/RegisterRoute'));
const Login = lazyRoute(() => import('./routes/LoginRoute'));
const LoginSso = lazyRoute(() => import('./routes/LoginSsoRoute'));
const Forgot = lazyRoute(() => import('./routes/ForgotRoute'));
const ResetPassword = lazyRoute(() => import('./routes/ResetPasswordRoute'));
const DashboardLayout = lazyRoute(() => import('./routes/DashboardLayoutRoute'));
const DashboardList = lazyRoute(() => import('./routes/DashboardListRoute'));
const CreateChecklist = lazyRoute(() => import('./routes/CreateChecklistRoute'));
const EditChecklist = lazyRoute(() => import('./routes/EditChecklistRoute'));
const PreviewChecklist = lazyRoute(() => import('./routes/PreviewChecklistRoute'));
const Results = lazyRoute(() => import('./routes/ResultsRoute'));
const AccountLayout = lazyRoute(() => import('./routes/AccountLayoutRoute'));
const AccountProfile = lazyRoute(() => import('./routes/AccountProfileRoute'));
const AccountSecurity = lazyRoute(() => import('./routes/AccountSecurityRoute'));
const AccountIntegrations = lazyRoute(() => import('./routes/AccountIntegrationsRoute'));
const AccountNotifications = lazyRoute(() => import('./routes/AccountNotificationsRoute'));
const AccountSettings = lazyRoute(() => import('./routes/AccountSettingsRoute'));
const NotFound = lazyRoute(() => import('./routes/NotFoundRoute'));
const Invitation = lazyRoute(() => import('./routes/InvitationRoute'));
const VerifyRecord = lazyRoute(() => import('./routes/VerifyRecordRoute'));
const NewWorkspace = lazyRoute(() => import('./routes/NewWorkspaceRoute'));
const WorkspaceSettings = lazyRoute(() => import('./routes/WorkspaceSettingsRoute'));
// The guards read the session, which lives with the providers outside the entry chunk.
const loadProtectedRoute = () => import('./guards/ProtectedRoute').then((m) => ({ default: m.ProtectedRoute }));
const loadPublicOnlyRoute = () => import('./guards/PublicOnlyRoute').then((m) => ({ default: m.PublicOnlyRoute }));
const ProtectedRoute = lazyRoute(loadProtectedRoute);
const PublicOnlyRoute = lazyRoute(loadPublicOnlyRoute);

/**
 * The route table of spec section 2. Declarative routing (`<BrowserRouter>` + `useRoutes`) on
 * purpose: no screen uses loaders, actions or fetchers, and the data router costs every page,
 * the guest's included, about 15 KB more JavaScript (brotli) in the entry chunk.
 */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <Landing /> },
      { path: '/about', element: <About /> },
      { path: '/contact', element: <Contact /> },
      { path: '/terms', element: <Terms /> },
      { path: '/privacy', element: <Privacy /> },
      { path: '/cookies', element: <Cookies /> },
      { path: '/shared/:accessToken', element: <GuestChecklist /> },
      { path: '/shared/:accessToken/runs/:runId', element: <GuestRun /> },
      { path: '/email/verify/:uuid?/:hash?', element: <VerifyEmail /> },
      { path: '/unsubscribe/:token?', element: <Unsubscribe /> },
      { path: '/invitations/:token', element: <Invitation /> },
      { path: '/verify/:code', element: <VerifyRecord /> },
      {
        element: <PublicOnlyRoute />,
        children: [
          { path: '/register', element: <Register /> },
          { path: '/forgot', element: <Forgot /> },
          { path: '/login', element: <Login /> },
          { path: '/login/sso', element: <LoginSso /> },
          { path: '/password/reset/:token?', element: <ResetPassword /> },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            path: '/dashboard',
            element: <DashboardLayout />,
            children: [
              { index: true, element: <DashboardList /> },
              { path: 'create', element: <CreateChecklist /> },
              { path: 'edit/:id', element: <EditChecklist /> },
              { path: 'preview/:id', element: <PreviewChecklist /> },
              { path: 'results/:id', element: <Results /> },
              { path: 'workspaces/new', element: <NewWorkspace /> },
              { path: 'workspaces/:id', element: <WorkspaceSettings /> },
              {
                path: 'account',
                element: <AccountLayout />,
                children: [
                  { index: true, element: <AccountProfile /> },
                  { path: 'profile', element: <AccountProfile /> },
                  { path: 'security', element: <AccountSecurity /> },
                  { path: 'notifications', element: <AccountNotifications /> },
                  { path: 'integrations', element: <AccountIntegrations /> },
                  { path: 'settings', element: <AccountSettings /> },
                ],
              },
              { path: '*', element: <Navigate to="/dashboard" replace /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** Starts downloading the chunks the address needs (called once at start, before the first render). */
export function preloadRoute(pathname: string): void {
  // matchRoutes ranks every route (about 150 ms at 4x CPU on a phone), and useRoutes does it again.
  // A guest link: the one address whose chunk is known without ranking the whole table.
  if (isGuestLinkPath(pathname)) void GuestChecklist.preload();
  else preloadMatches(routes, pathname);
}

/** Renders the screen for the current address. */
export function AppRoutes() {
  return useRoutes(routes);
}
