import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import { REHYDRATE_TIMEOUT_MS } from '@georisk/contract/constants';
import { api } from '../api/api';
import { loginSlice } from '../session/login-slice';
import { tokenSlice } from '../session/token-slice';

const rootReducer = combineSlices(tokenSlice, loginSlice, api);

/** redux-persist's storage interface over the tab's sessionStorage. */
const sessionStore = {
  getItem: async (key: string) => window.sessionStorage.getItem(key),
  setItem: async (key: string, value: string) => window.sessionStorage.setItem(key, value),
  removeItem: async (key: string) => window.sessionStorage.removeItem(key),
};

/** Only the token and login states survive a reload, in sessionStorage. */
const persistedReducer = persistReducer(
  {
    key: 'georisk',
    storage: sessionStore,
    whitelist: [tokenSlice.reducerPath, loginSlice.reducerPath],
    timeout: REHYDRATE_TIMEOUT_MS,
  },
  rootReducer,
);

/** A store that is never saved or restored (the landing page is rendered with it at build time). */
export const makeStaticStore = () =>
  configureStore({
    reducer: persistedReducer,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware),
  });

export const makeStore = () => {
  const store = makeStaticStore();
  return { store, persistor: persistStore(store) };
};

export type AppStore = ReturnType<typeof makeStaticStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
