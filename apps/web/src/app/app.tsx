import { StrictMode, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import type { AppStore } from '../lib/store';
import { createRouter } from './router';
import { TokenGate } from './token-gate';

/** The app over a store whose saved state is already restored (app/start.tsx). */
export const App = ({ store }: { store: AppStore }) => {
  const [router] = useState(createRouter);
  return (
    <StrictMode>
      <Provider store={store}>
        <TokenGate>
          <RouterProvider router={router} />
        </TokenGate>
      </Provider>
    </StrictMode>
  );
};
