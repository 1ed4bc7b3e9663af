import { StrictMode, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { PageSpinner } from '../components/page-spinner';
import { createRouter } from './router';
import { makeStore } from '../lib/store';
import { TokenGate } from './token-gate';

export const App = () => {
  const [{ store, persistor }] = useState(makeStore);
  const [router] = useState(createRouter);
  return (
    <StrictMode>
      <Provider store={store}>
        <PersistGate loading={<PageSpinner />} persistor={persistor}>
          <TokenGate>
            <RouterProvider router={router} />
          </TokenGate>
        </PersistGate>
      </Provider>
    </StrictMode>
  );
};
