import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { paths } from '../config/paths';
import { HomePage } from '../features/home/home-page';
import { MainLayout } from './main-layout';
import { RouteGuard } from './route-guard';

/** A screen loaded on demand, so the landing page ships only what it needs. */
const screen = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

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
          { path: paths.home, element: <HomePage /> },
          { path: paths.dashboard, element: <HomePage /> },
          { path: paths.help, ...screen(() => import('../features/help/help-page')) },
          { path: paths.contact, ...screen(() => import('../features/help/contact-page')) },
          {
            path: paths.menu.root,
            ...screen(() => import('../features/menu/menu-layout')),
            children: [
              { index: true, ...screen(() => import('../features/menu/menu-home')) },
              { path: 'dashboard', ...screen(() => import('../features/menu/menu-home')) },
              { path: 'profile', ...screen(() => import('../features/account/profile-page')) },
              {
                path: 'update',
                ...screen(() => import('../features/account/update-password-page')),
              },
              { path: 'users', ...screen(() => import('../features/users/users-page')) },
              {
                path: 'categories',
                ...screen(() => import('../features/categories/categories-page')),
              },
              { path: 'factor', ...screen(() => import('../features/factor/factor-page')) },
              {
                path: 'queryType',
                ...screen(() => import('../features/query-type/query-type-page')),
              },
              { path: 'articles', ...screen(() => import('./articles-screen')) },
              { path: 'incident', ...screen(() => import('../features/incident/incident-page')) },
              { path: 'finding', ...screen(() => import('../features/finding/finding-page')) },
              { path: '*', element: toHome },
            ],
          },
        ],
      },
      { path: paths.login, ...screen(() => import('../features/auth/login-page')) },
      { path: paths.register, ...screen(() => import('../features/auth/register-page')) },
      { path: paths.forget, ...screen(() => import('../features/auth/forget-page')) },
      { path: paths.active, ...screen(() => import('../features/auth/activate-page')) },
      { path: '*', element: toHome },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
