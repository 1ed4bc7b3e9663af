import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { Route, Routes, StaticRouter } from 'react-router';
import { MainLayout } from './app/main-layout';
import { makeStaticStore } from './lib/store';
import { paths } from './config/paths';
import { LandingPage } from './features/home/landing-page';

/**
 * The landing page as a visitor first sees it (news still loading), rendered at build time so the
 * browser paints it before the JavaScript arrives (scripts/prerender.mjs; see main.tsx).
 */
export const renderLanding = (): string =>
  renderToString(
    <Provider store={makeStaticStore()}>
      <StaticRouter location={paths.home}>
        <Routes>
          <Route element={<MainLayout />}>
            <Route path={paths.home} element={<LandingPage />} />
          </Route>
        </Routes>
      </StaticRouter>
    </Provider>,
  );
