import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { paths } from '../config/paths';
import { HomeScreen } from './home-screen';
import { MainLayout } from './main-layout';
import { RouteGuard } from './route-guard';

/** A screen loaded on demand, so the landing page ships only what it needs. */
const screen = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

// Unknown paths, and unknown paths under the menu, go home.
const toHome = <Navigate to={paths.home} replace />;

export const routes: RouteObject[] = [
  {
    element: (
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    ),
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        element: <MainLayout />,
        children: [
          { path: paths.home, element: <HomeScreen /> },
          { path: paths.dashboard, element: <HomeScreen /> },
          { path: paths.help, ...screen(() => import('../features/help/help-page')) },
          { path: paths.contact, ...screen(() => import('../features/help/contact-page')) },
          { path: paths.news, ...screen(() => import('../features/news/news-page')) },
          { path: paths.country, ...screen(() => import('../features/country/country-page')) },
          {
            path: paths.menu.root,
            ...screen(() => import('../features/menu/menu-layout')),
            children: [
              { index: true, ...screen(() => import('../features/menu/menu-home')) },
              {
                path: paths.menu.dashboard,
                ...screen(() => import('../features/dashboard/dashboard-page')),
              },
              {
                path: paths.menu.profile,
                ...screen(() => import('./profile-screen')),
              },
              {
                path: paths.menu.update,
                ...screen(() => import('../features/account/update-password-page')),
              },
              { path: paths.menu.users, ...screen(() => import('../features/users/users-page')) },
              {
                path: paths.menu.categories,
                ...screen(() => import('../features/categories/categories-page')),
              },
              {
                path: paths.menu.factor,
                ...screen(() => import('../features/factor/factor-page')),
              },
              {
                path: paths.menu.queryType,
                ...screen(() => import('../features/query-type/query-type-page')),
              },
              { path: paths.menu.articles, ...screen(() => import('./articles-screen')) },
              {
                path: paths.menu.incident,
                ...screen(() => import('./incident-screen')),
              },
              {
                path: paths.menu.notifications,
                ...screen(() => import('../features/notifications/notifications-page')),
              },
              { path: paths.menu.sla, ...screen(() => import('../features/sla/sla-page')) },
              { path: paths.menu.audit, ...screen(() => import('../features/audit/audit-page')) },
              {
                path: paths.menu.companies,
                ...screen(() => import('../features/companies/companies-page')),
              },
              {
                path: paths.menu.branch,
                ...screen(() => import('./branches-screen')),
              },
              {
                path: paths.menu.branchPage,
                ...screen(() => import('./branch-screen')),
              },
              {
                path: paths.menu.alerts,
                ...screen(() => import('../features/alerts/alerts-page')),
              },
              {
                path: paths.menu.schedule,
                ...screen(() => import('./schedule-screen')),
              },
              // Files (docs/rules/files.md): the spec's link; a literal, as the one below.
              { path: '/menu/file', ...screen(() => import('../features/file/file-page')) },
              // Webhooks (docs/rules/webhooks.md); the literal spares the landing page's `paths`.
              {
                path: '/menu/integrations',
                ...screen(() => import('./integrations-screen')),
              },
              // Credits (docs/rules/credits.md); literals spare the landing page's `paths`.
              {
                path: '/menu/redeem',
                ...screen(() => import('../features/credits/redeem-page')),
              },
              {
                path: '/menu/vouchers',
                ...screen(() => import('../features/credits/vouchers-page')),
              },
              // Purchases (docs/rules/purchases.md); literals as above.
              {
                path: '/menu/purchase',
                ...screen(() => import('../features/purchases/purchase-page')),
              },
              {
                path: '/menu/invoices',
                ...screen(() => import('../features/purchases/invoices-page')),
              },
              {
                path: '/menu/packs',
                ...screen(() => import('../features/purchases/packs-page')),
              },
              // Partner firms (docs/rules/partners.md); literals as above.
              {
                path: '/menu/partners',
                ...screen(() => import('../features/partners/partners-page')),
              },
              {
                path: '/menu/bank',
                ...screen(() => import('../features/partners/bank-page')),
              },
              {
                path: paths.menu.proposal,
                ...screen(() => import('../features/proposals/proposals-page')),
              },
              {
                path: '/menu/firms',
                ...screen(() => import('../features/partners/partner-firms-page')),
              },
              {
                path: paths.menu.finding,
                ...screen(() => import('../features/finding/finding-page')),
              },
              { path: '*', element: toHome },
            ],
          },
        ],
      },
      { path: paths.login, ...screen(() => import('../features/auth/login-page')) },
      { path: paths.register, ...screen(() => import('../features/auth/register-page')) },
      { path: paths.forget, ...screen(() => import('../features/auth/forget-page')) },
      { path: paths.active, ...screen(() => import('../features/auth/activate-page')) },
      { path: paths.invite, ...screen(() => import('../features/companies/invite-page')) },
      // Where single sign-on lands (SSO_LANDING_PATH, docs/rules/sso.md); a literal for the
      // landing page's byte budget, as /checkin below.
      { path: '/sso', ...screen(() => import('../features/auth/sso-page')) },
      // A check-in link's page; its path is the one literal here: the landing page is at its
      // byte budget, and a key in `paths` costs more than the string (docs/rules/checkins.md).
      { path: '/checkin', lazy: () => import('./checkin-screen') },
      { path: '*', element: toHome },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
