import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { ProtectedRoute } from './guards/ProtectedRoute';
import { PublicOnlyRoute } from './guards/PublicOnlyRoute';
import { RootLayout } from './RootLayout';

// Every screen is its own chunk: a guest on a phone downloads the guest page, not the dashboard.
const Landing = lazy(() => import('./routes/LandingRoute'));
const About = lazy(() => import('./routes/AboutRoute'));
const Contact = lazy(() => import('./routes/ContactRoute'));
const Terms = lazy(() => import('./routes/TermsRoute'));
const Privacy = lazy(() => import('./routes/PrivacyRoute'));
const Cookies = lazy(() => import('./routes/CookiesRoute'));
const GuestChecklist = lazy(() => import('./routes/GuestChecklistRoute'));
const VerifyEmail = lazy(() => import('./routes/VerifyEmailRoute'));
const Unsubscribe = lazy(() => import('./routes/UnsubscribeRoute'));
const Register = lazy(() => import('./routes/RegisterRoute'));
const Login = lazy(() => import('./routes/LoginRoute'));
const Forgot = lazy(() => import('./routes/ForgotRoute'));
const ResetPassword = lazy(() => import('./routes/ResetPasswordRoute'));
const DashboardLayout = lazy(() => import('./routes/DashboardLayoutRoute'));
const DashboardList = lazy(() => import('./routes/DashboardListRoute'));
const CreateChecklist = lazy(() => import('./routes/CreateChecklistRoute'));
const EditChecklist = lazy(() => import('./routes/EditChecklistRoute'));
const PreviewChecklist = lazy(() => import('./routes/PreviewChecklistRoute'));
const Results = lazy(() => import('./routes/ResultsRoute'));
const AccountLayout = lazy(() => import('./routes/AccountLayoutRoute'));
const AccountProfile = lazy(() => import('./routes/AccountProfileRoute'));
const AccountSecurity = lazy(() => import('./routes/AccountSecurityRoute'));
const AccountIntegrations = lazy(() => import('./routes/AccountIntegrationsRoute'));
const AccountNotifications = lazy(() => import('./routes/AccountNotificationsRoute'));
const AccountSettings = lazy(() => import('./routes/AccountSettingsRoute'));
const NotFound = lazy(() => import('./routes/NotFoundRoute'));

/** The route table of spec section 2. */
export const router = createBrowserRouter([
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
      { path: '/email/verify/:uuid?/:hash?', element: <VerifyEmail /> },
      { path: '/unsubscribe/:token?', element: <Unsubscribe /> },
      {
        element: <PublicOnlyRoute />,
        children: [
          { path: '/register', element: <Register /> },
          { path: '/forgot', element: <Forgot /> },
          { path: '/login', element: <Login /> },
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
]);
